import { EFFORT_WEIGHTS, PRIORITY_WEIGHTS, TICKET_STATUSES, VALUE_WEIGHTS, type Ticket } from '@leadsift/shared';

/** The table's sortable columns; the grid and the CSV export sort with the same comparators. */
export const ticketSortFields = [
  'id',
  'title',
  'status',
  'priority',
  'effort',
  'businessValue',
  'score',
  'assignee',
  'dueDate',
  'dateCreated',
] as const;
export type TicketSortField = (typeof ticketSortFields)[number];
export type TicketSort = { field: TicketSortField; direction: 'asc' | 'desc' } | null;

/** Highest score first until the user picks another column. */
export const defaultTicketSort: TicketSort = { field: 'score', direction: 'desc' };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: unknown, b: unknown) => collator.compare(String(a ?? ''), String(b ?? ''));
const byWeight =
  <K extends string>(weights: Record<K, number>) =>
  (a: unknown, b: unknown) =>
    weights[a as K] - weights[b as K];

/** Comparators of cell values, ascending. Priority and value by docs/product.md#limits weight (descending = P0 / High first); effort by size (XS → XL). */
export const ticketValueComparators: Record<TicketSortField, (a: unknown, b: unknown) => number> = {
  id: byText,
  title: byText,
  status: (a, b) => TICKET_STATUSES.indexOf(a as Ticket['status']) - TICKET_STATUSES.indexOf(b as Ticket['status']),
  priority: byWeight(PRIORITY_WEIGHTS),
  effort: (a, b) => byWeight(EFFORT_WEIGHTS)(b, a),
  businessValue: byWeight(VALUE_WEIGHTS),
  score: (a, b) => Number(a) - Number(b),
  assignee: byText,
  // No due date sorts before every date (as an empty text would).
  dueDate: byText,
  dateCreated: byText,
};

export function isTicketSortField(field: string): field is TicketSortField {
  return (ticketSortFields as readonly string[]).includes(field);
}

/** The tickets in the table's order (a stable sort: ties keep the list's order, as the grid does). */
export function sortTickets<T extends Ticket>(tickets: readonly T[], sort: TicketSort): T[] {
  if (!sort) return [...tickets];
  const compare = ticketValueComparators[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...tickets].sort((a, b) => sign * compare(a[sort.field], b[sort.field]));
}
