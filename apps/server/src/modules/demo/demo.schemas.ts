import { z } from 'zod';

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

/** docs/product.md#validation: names and company non-blank after trimming; an email with no spaces. */
export const createDemoRequestBody = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid work email'),
  company: required('Company name'),
  pageUri: z.string().max(2000).optional(),
});
export type CreateDemoRequestBody = z.infer<typeof createDemoRequestBody>;

export const demoForwardPayload = z.object({ demoRequestId: z.uuid() });
