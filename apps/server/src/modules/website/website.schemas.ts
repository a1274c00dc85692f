import { z } from 'zod';

/** docs/product.md#api: `{ url, selectedColumns }`; a blank url is answered with the message of docs/product.md#validation by the service. */
export const analyzeWebsiteBody = z.object({
  url: z.string().max(2000, 'The website URL is too long').optional().default(''),
  selectedColumns: z.array(z.string().max(500)).max(500).optional().default([]),
});
export type AnalyzeWebsiteBody = z.infer<typeof analyzeWebsiteBody>;

/** docs/product.md#entities Website analysis response, plus whether the offline heuristics wrote it and the page read. */
export const analyzeWebsiteResponse = z.object({
  context: z.string(),
  columnExamples: z.record(z.string(), z.string()),
  offline: z.boolean(),
  url: z.string(),
});
export type AnalyzeWebsiteResponse = z.infer<typeof analyzeWebsiteResponse>;
