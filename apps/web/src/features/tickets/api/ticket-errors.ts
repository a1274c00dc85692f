import { readError } from '../../../lib/api-client';

/** The server refused the caller (403): the dashboard shows 'Administrators only' instead of an error. */
export class AdminOnlyError extends Error {
  override name = 'AdminOnlyError';
}

/** docs/product.md#messages ticket failures, with the server's reason when it gave one ('Failed to create ticket: A ticket…'). */
export async function ticketFailure(response: Response | null, fallback: string): Promise<Error> {
  if (response?.status === 403) return new AdminOnlyError('Administrators only');
  const reason = response ? await readError(response, '') : '';
  return new Error(reason ? `${fallback}: ${reason}` : fallback);
}
