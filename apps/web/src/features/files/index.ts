export { deleteUpload, UploadInUseError, useDeleteUpload } from './api/delete-upload';
export { filesKeys, getUploads, uploadsQueryOptions, useUploads } from './api/get-uploads';
export { FilesTab } from './components/files-tab';
export { StorageSummary } from './components/storage-summary';
