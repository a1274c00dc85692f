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
/**
 * 'Website analysis failed: {detail}' with one prefix: the server's own 'Failed to analyze website: …' (what API
 * callers read) loses its prefix here, so the alert never says 'Website analysis failed: Failed to analyze website: …'.
 */
export function analysisFailedMessage(message: string): string {
  const detail = message.replace(/^Failed to analyze website:?\s*/i, '').trim();
  return detail ? `Website analysis failed: ${detail}` : 'Website analysis failed';
}
const failed = (message: string) => new Error(analysisFailedMessage(message));

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
    throw failed('the server could not be reached');
  }
  if (!response.ok) throw failed(await readError(response, `the server answered ${response.status}`));
  const parsed = analyzeWebsiteResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !parsed.data.context.trim()) throw failed('No context could be extracted from the website');
  return parsed.data;
}

export function useAnalyzeWebsite() {
  return useMutation({ mutationFn: analyzeWebsite });
}
