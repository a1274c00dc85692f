/** docs/product.md#roles and docs/product.md#limits: -1 means unlimited (credits, websites per job). */
export const UNLIMITED = -1;

/** Every digit, grouped ('4,970', '25,250'), or 'Unlimited': admin tables show exact figures (ADR 0037). */
export function formatExactCredits(value: number): string {
  return value === UNLIMITED ? 'Unlimited' : value.toLocaleString('en-US');
}

/** docs/product.md#validation: 'Unlimited' for -1; '0' for empty or non-numeric; 'Nk' with one decimal at 1000 or more; otherwise the number. */
export function formatCredits(value: unknown): string {
  // Only numbers and numeric strings count: Number(true) or Number([]) would turn non-numbers into figures.
  if (typeof value !== 'number' && typeof value !== 'string') return '0';
  if (typeof value === 'string' && value.trim() === '') return '0';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '0';
  if (n === UNLIMITED) return 'Unlimited';
  if (n >= 1000) return `${(n / 1000).toFixed(1)}k`;
  return String(n);
}
