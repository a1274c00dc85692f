/** better-auth answers `{ message, code }`; our own routes answer `{ error }`. Either wins over the fallback. */
export async function readAuthError(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
  } catch {
    // not JSON
  }
  return fallback;
}

/** The session token from the bearer plugin's `set-auth-token` header, else from the JSON body. */
export async function readSessionToken(response: Response): Promise<string | null> {
  const header = response.headers.get('set-auth-token');
  if (header) return header;
  try {
    const body = (await response.clone().json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token ? body.token : null;
  } catch {
    return null;
  }
}
