/** The placeholder written instead of a secret. */
export const redacted = '[redacted]';

/** Query parameters whose value is a credential: reset/invitation/export tokens, OAuth codes, keys. */
const secretParam = /token|secret|password|key|^code$|^state$/i;

/** Paths that carry a token as a segment: `/api/export-links/<token>` (what follows it is kept). */
const tokenPaths = [/^(\/api\/export-links\/)[^/?#]+/];

/**
 * A request URL fit for the log (docs/security.md): every secret query value becomes `[redacted]` (`?token=[redacted]`,
 * on /invite, /reset-password, /api/invitations/status and any other path) and export-link path tokens too.
 * Names and the rest of the URL are kept as they came, so the log still says which page was asked for.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const pattern of tokenPaths) path = path.replace(pattern, `$1${redacted}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as written
      }
      return secretParam.test(name) ? `${pair.slice(0, eq)}=${redacted}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
