// The one number format of every text the app shows or writes: "1,000", never "1000" beside "1,000".

/** A whole count with thousands separators ("3,453"); fractions are rounded. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
