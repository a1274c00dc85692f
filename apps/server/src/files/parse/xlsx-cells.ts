/** Turning the values exceljs reads from a sheet into the text a user sees in Excel. */

/** Whether an Excel number format shows a date or time (quoted text, [colours] and escapes ignored). */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*]/g, '')
    .replace(/\\./g, '')
    .replace(/_.|\*./g, '');
  if (/^general$/i.test(bare.trim())) return false;
  return /[dmyhs]/i.test(bare);
}

/** Excel serial day number (fractions are the time of day) → Date of that wall-clock time in UTC. */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  const days = serial + (date1904 ? 1462 : 0) - 25569;
  return new Date(Math.round(days * 86_400_000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * ISO text of a spreadsheet date: `yyyy-mm-dd`, or `yyyy-mm-ddThh:mm:ss` when it has a time of day
 * (to the nearest second: Excel stores times as binary fractions); a time alone is `hh:mm:ss`.
 */
export function dateToIsoText(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const d = new Date(Math.round(time / 1000) * 1000);
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  if (day === '1899-12-30' || day === '1899-12-31') return clock;
  return clock === '00:00:00' ? day : `${day}T${clock}`;
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  return Object.is(n, -0) ? '0' : String(n);
}

/**
 * Text of one cell value as exceljs gives it: strings, numbers, booleans, dates, rich text (runs joined),
 * hyperlinks (their text), formulas (their cached result; a number under a date format becomes a date),
 * errors (#N/A …).
 */
export function cellText(value: unknown, numFmt?: string, date1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // exceljs turns plain cells under a date format into Dates itself; formula results stay numbers.
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateToIsoText(value);
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText))
    return v.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
  if ('formula' in v || 'sharedFormula' in v) {
    if (typeof v.result === 'number' && isDateFormat(numFmt)) return dateToIsoText(excelSerialToDate(v.result, date1904));
    return cellText(v.result);
  }
  if ('error' in v) return typeof v.error === 'string' ? v.error : '';
  if ('text' in v) return cellText(v.text);
  return '';
}
