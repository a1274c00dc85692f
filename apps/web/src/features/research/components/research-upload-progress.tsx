import { ProcessingOverlay, uploadProcessingTitle } from '../../../components/processing-overlay';

export type ResearchUploadProgressProps = { uploading: boolean };

/**
 * While the research file uploads: SPEC §2's 'Upload Processing' overlay with its rotating messages.
 * Seam: the List Cleaner's upload progress bar (issue 15, lists branch) replaces this component's body
 * once it lands; the form only passes `uploading` (and would pass the bytes sent).
 */
export function ResearchUploadProgress({ uploading }: ResearchUploadProgressProps) {
  return <ProcessingOverlay loading={uploading} title={uploadProcessingTitle} />;
}
