import { apiJson, apiRequest, readError } from '../../../lib/api-client';

// The consent page's calls to better-auth's OAuth provider (ADR 0043): the app's public name, and the answer.

export type PublicClient = { client_id: string; client_name?: string; client_uri?: string };

export function getPublicClient(clientId: string): Promise<PublicClient> {
  return apiJson<PublicClient>('GET', `/api/auth/oauth2/public-client?client_id=${encodeURIComponent(clientId)}`);
}

/**
 * Posts the user's answer with the page's signed query (`oauth_query`); answers the address to send the browser
 * to: the app's redirect URI with a code (allowed) or an access_denied error (denied).
 */
export async function answerConsent(oauthQuery: string, accept: boolean, scope?: string): Promise<string> {
  const response = await apiRequest('POST', '/api/auth/oauth2/consent', { accept, oauth_query: oauthQuery, ...(scope ? { scope } : {}) });
  if (!response.ok) throw new Error(await readError(response, 'Could not send your answer. Start again from your assistant.'));
  const body = (await response.json()) as { url?: string; redirect_uri?: string };
  const target = body.url ?? body.redirect_uri;
  if (!target) throw new Error('The server did not say where to go next. Start again from your assistant.');
  return target;
}
