/** The charset a page declares in a <meta> tag within its first bytes, if any. */
export function sniffCharset(head: string): string | undefined {
  const direct = /<meta\b[^>]*\bcharset\s*=\s*["']?\s*([\w-]+)/i.exec(head);
  return direct?.[1]?.toLowerCase();
}
