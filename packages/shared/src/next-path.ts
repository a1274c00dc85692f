/**
 * A `?next=` / callback path that stays on this site (docs/security.md): one slash then anything but another slash or a
 * backslash (`//evil.example` and `/\evil.example` are other sites to a browser), and no control character
 * (browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`).
 */
export function isSafeNextPath(next: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/[^/\\]/.test(next) && !/[\u0000-\u001f\u007f]/.test(next);
}

/** `next` when it is a safe path of this app (`isSafeNextPath`), else '/'. */
export function safeNextPath(next: string | null | undefined): string {
  return next && isSafeNextPath(next) ? next : '/';
}
