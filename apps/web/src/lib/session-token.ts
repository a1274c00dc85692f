/** The bearer token of the signed-in session (better-auth bearer plugin), kept across page loads. */
export const sessionTokenKey = 'leadsift.sessionToken';

export function getSessionToken(): string | null {
  try {
    return localStorage.getItem(sessionTokenKey);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(sessionTokenKey, token);
    else localStorage.removeItem(sessionTokenKey);
  } catch {
    // Storage can be unavailable (private mode); the cookie session still works.
  }
}
