import { api, readError } from '../../../lib/api-client';

/**
 * One admin action: POST/PATCH/DELETE, then '{failure}: {message}' (docs/product.md#messages) with the server's error text,
 * or the HTTP status when the answer has none.
 */
export async function adminAction(failure: string, method: 'post' | 'patch' | 'delete', path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = method === 'delete' ? await api.delete(path) : await api[method](path, body);
  } catch (err) {
    throw new Error(`${failure}: ${err instanceof Error ? err.message : 'Network error'}`, { cause: err });
  }
  if (!response.ok) throw new Error(`${failure}: ${await readError(response, `HTTP error! status: ${response.status}`)}`);
  return response.json().catch(() => null);
}
