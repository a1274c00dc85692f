import { z } from 'zod';

export const aiStatusResponse = z.object({
  provider: z.enum(['openai', 'openai-compatible', 'anthropic', 'offline']),
  model: z.string(),
  models: z.array(z.string()),
  offline: z.boolean(),
  label: z.string(),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponse>;
