import { z } from 'zod';

export { deleteUploadResponse, uploadInUseResponse, uploadsResponse } from '@leadsift/shared';

export const uploadIdParams = z.object({ id: z.string().max(100) });

/** `?confirm=1` deletes the jobs built on the upload with it (the UI asks first, naming them). */
export const deleteUploadQuery = z.object({
  confirm: z
    .enum(['0', '1', 'true', 'false'], { error: 'confirm must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
