import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';

export const analyzeWebsiteResponse = z.object({
  context: z.string(),
  columnExamples: z.record(z.string(), z.string()).optional().default({}),
  offline: z.boolean().optional(),
});
export type WebsiteAnalysis = z.infer<typeof analyzeWebsiteResponse>;

export const websiteUrlRequiredMessage = 'Please enter a website URL';
const failed = (message: string) => new Error(`Website analysis failed: ${message}`);

/** docs/product.md#validation: 'https://' is prepended when the address has no scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** POST /api/analyze-website-context; errors read 'Website analysis failed: {message}' (docs/product.md#messages). */
export async function analyzeWebsite(input: { url: string; selectedColumns: string[] }): Promise<WebsiteAnalysis> {
  if (!input.url.trim()) throw new Error(websiteUrlRequiredMessage);
  let response: Response;
  try {
    response = await api.post('/api/analyze-website-context', { url: withScheme(input.url), selectedColumns: input.selectedColumns });
  } catch {
    throw failed('Failed to analyze website');
  }
  if (!response.ok) throw failed(await readError(response, 'Failed to analyze website'));
  const parsed = analyzeWebsiteResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !parsed.data.context.trim()) throw failed('No context could be extracted from the website');
  return parsed.data;
}

export function useAnalyzeWebsite() {
  return useMutation({ mutationFn: analyzeWebsite });
}
