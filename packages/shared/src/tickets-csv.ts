import { EFFORT_LABELS, formatTicketScore, type Ticket } from './tickets.ts';

/** Byte order mark: Excel reads a CSV as UTF-8 only when it starts with one. */
export const CSV_BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula (or that hide one behind a tab / carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula character right after a character some spreadsheet splits fields or rows on — `,` `;` tab `|` CR LF —
 * spaces between allowed (docs/security.md): Excel with a `;` list separator reads `Acme;=1+2` as two cells, the second
 * a formula, and a quote in the middle of a field does not protect what follows the separator.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n] *)(?=[=+\-@])/g;

/**
 * Text no spreadsheet runs as a formula, however it splits the line: a leading ' before the cell's formula start
 * and before every formula start that follows a separator. The one rule of every CSV writer.
 */
export function neutraliseFormulas(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** One CSV field as is, quoted when it must be (RFC 4180: a comma, a quote, CR or LF; quotes doubled). */
export function csvQuote(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV cell: formula-injection-safe (`neutraliseFormulas`), quoted when it must be (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return csvQuote(neutraliseFormulas(text));
}

export const TICKETS_CSV_HEADERS = [
  'ID',
  'Title',
  'Description',
  'Status',
  'Priority',
  'Effort',
  'Business Value',
  'Score',
  'Assignee',
  'Due Date',
  'Dependencies',
  'Date Created',
] as const;

/** The whole `development_tickets.csv` (docs/product.md#limits): BOM, header row, one row per ticket, CRLF line ends. */
export function ticketsToCsv(tickets: readonly Ticket[]): string {
  const rows = tickets.map((t) => [
    t.id,
    t.title,
    t.description,
    t.status,
    t.priority,
    `${t.effort} (${EFFORT_LABELS[t.effort]})`,
    t.businessValue,
    formatTicketScore(t.score),
    t.assignee,
    t.dueDate ?? '',
    t.dependencies.join(', '),
    t.dateCreated,
  ]);
  return CSV_BOM + [TICKETS_CSV_HEADERS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
