import { z } from 'zod';

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const copyBody = z.object({ copy: z.boolean().default(false) }).default({ copy: false });
export const profileBody = z.object({ name: z.string().trim().min(1, 'Please enter your name').max(200) });
export const notificationsQuery = z.object({
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
