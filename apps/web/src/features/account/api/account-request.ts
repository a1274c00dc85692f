import { apiRequest, readError } from '../../../lib/api-client';

/** One JSON call of the account page: the answer, or an Error with the server's message (ours or better-auth's). */
export async function accountRequest<T>(method: string, path: string, body: unknown, failure: string): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (!response.ok) throw new Error(await readError(response, failure, 'auth'));
  return (await response.json().catch(() => null)) as T;
}
