import { isHighPriority, isTicketOverdue, type Ticket, type TicketPriority, type TicketStatus } from '@leadsift/shared';

export const ALL = '__all__';
/** The assignee filter's entry for tickets nobody holds. */
export const UNASSIGNED = '__unassigned__';

export type TicketFilters = {
  status: TicketStatus | typeof ALL;
  priority: TicketPriority | typeof ALL;
  assignee: string;
  text: string;
};

export const noFilters: TicketFilters = { status: ALL, priority: ALL, assignee: ALL, text: '' };

/** A ticket with overdue worked out for the viewer's day (the server's flag is for its own UTC day). */
export type TicketView = Ticket & { overdue: boolean };

export function withOverdue(tickets: readonly Ticket[], today: string): TicketView[] {
  return tickets.map((t) => ({ ...t, overdue: isTicketOverdue(t, today) }));
}

const haystack = (t: Ticket) => [t.id, t.title, t.description, t.assignee, ...t.dependencies].join('\n').toLowerCase();

/** Status, priority and assignee match exactly; the text is searched case-insensitively in every text field. */
export function filterTickets<T extends Ticket>(tickets: readonly T[], filters: TicketFilters): T[] {
  const text = filters.text.trim().toLowerCase();
  return tickets.filter(
    (t) =>
      (filters.status === ALL || t.status === filters.status) &&
      (filters.priority === ALL || t.priority === filters.priority) &&
      (filters.assignee === ALL || (filters.assignee === UNASSIGNED ? t.assignee === '' : t.assignee === filters.assignee)) &&
      (text === '' || haystack(t).includes(text)),
  );
}

/** The assignees offered by the filter, sorted. */
export function assigneesOf(tickets: readonly Ticket[]): string[] {
  return [...new Set(tickets.map((t) => t.assignee).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

export type TicketSummary = { total: number; inProgress: number; highPriority: number; overdue: number };

/** docs/product.md#screens summary cards, over every ticket (filters narrow the table, not the cards). */
export function summarize(tickets: readonly TicketView[]): TicketSummary {
  return {
    total: tickets.length,
    inProgress: tickets.filter((t) => t.status === 'In Progress').length,
    highPriority: tickets.filter(isHighPriority).length,
    overdue: tickets.filter((t) => t.overdue).length,
  };
}
