import { z } from 'zod';

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const copyBody = z.object({ copy: z.boolean().default(false) }).default({ copy: false });
export const profileBody = z.object({ name: z.string().trim().min(1, 'Please enter your name').max(200) });
