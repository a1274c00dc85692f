/** The typed "Stop at" limit as a whole number of credits, or null (blank or not a positive whole number). */
export function parseCreditLimit(value: string): number | null {
  const n = Number(value.trim());
  return value.trim() && Number.isInteger(n) && n >= 1 ? n : null;
}
