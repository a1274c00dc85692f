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
