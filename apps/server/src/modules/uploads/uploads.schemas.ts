import { z } from 'zod';

/** SPEC §3 "File upload result". */
export const uploadResult = z.object({
  fileId: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  columns: z.array(z.string()),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** SPEC §3 "Research upload response"; `filePath` is the stored file's key. */
export const researchUploadResult = z.object({
  fileId: z.string(),
  filePath: z.string(),
  columns: z.array(z.string()),
});
export type ResearchUploadResult = z.infer<typeof researchUploadResult>;

export const uploadError = z.object({ error: z.string() });

export const noFileMessage = 'Please select a file first';
