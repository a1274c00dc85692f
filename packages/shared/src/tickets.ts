import { z } from 'zod';

// The Development Tracking Dashboard's contract (docs/product.md#tickets, and
// the #entities, #states, #validation, #api, #messages and #limits of docs/product.md). The server validates and
// answers with these schemas; the web parses the answers and computes score and overdue with the same rules.

export const TICKET_ID_REQUIRED = 'Ticket id is required';
export const TICKET_TITLE_REQUIRED = 'Title is required';
export const TICKET_ID_TAKEN = 'A ticket with this id already exists';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_DUE_DATE_INVALID = 'Due date must be a date (YYYY-MM-DD)';

/** docs/product.md#messages: shown as 'Error: {text}'. */
export const TICKET_ERRORS = {
  load: 'Failed to load tickets',
  create: 'Failed to create ticket',
  update: 'Failed to update ticket',
  delete: 'Failed to delete ticket',
} as const;

/** docs/product.md#limits. */
export const TICKETS_CSV_FILE_NAME = 'development_tickets.csv';

export const TICKET_STATUSES = ['Backlog', 'In Progress', 'Review', 'Done'] as const;
export const TICKET_PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;
export const TICKET_EFFORTS = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const TICKET_VALUES = ['High', 'Medium', 'Low'] as const;

export const ticketStatus = z.enum(TICKET_STATUSES, { error: `Status must be one of ${TICKET_STATUSES.join(', ')}` });
export const ticketPriority = z.enum(TICKET_PRIORITIES, { error: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}` });
export const ticketEffort = z.enum(TICKET_EFFORTS, { error: `Effort must be one of ${TICKET_EFFORTS.join(', ')}` });
export const ticketBusinessValue = z.enum(TICKET_VALUES, { error: `Business value must be one of ${TICKET_VALUES.join(', ')}` });
export type TicketStatus = z.infer<typeof ticketStatus>;
export type TicketPriority = z.infer<typeof ticketPriority>;
export type TicketEffort = z.infer<typeof ticketEffort>;
export type TicketBusinessValue = z.infer<typeof ticketBusinessValue>;

/** docs/product.md#limits defaults of a new ticket. */
export const TICKET_DEFAULTS = { status: 'Backlog', priority: 'P2', effort: 'M', businessValue: 'Medium' } as const satisfies {
  status: TicketStatus;
  priority: TicketPriority;
  effort: TicketEffort;
  businessValue: TicketBusinessValue;
};

/** The weights of docs/product.md#limits. */
export const PRIORITY_WEIGHTS: Record<TicketPriority, number> = { P0: 4, P1: 3, P2: 2, P3: 1 };
export const VALUE_WEIGHTS: Record<TicketBusinessValue, number> = { High: 3, Medium: 2, Low: 1 };
export const EFFORT_WEIGHTS: Record<TicketEffort, number> = { XS: 5, S: 4, M: 3, L: 2, XL: 1 };
export const EFFORT_LABELS: Record<TicketEffort, string> = {
  XS: '1-2 hours',
  S: 'half day',
  M: '1-2 days',
  L: '3-5 days',
  XL: '1+ week',
};

/** docs/product.md#limits: (priority weight + value weight) / effort weight. */
export function ticketScore(t: { priority: TicketPriority; businessValue: TicketBusinessValue; effort: TicketEffort }): number {
  return (PRIORITY_WEIGHTS[t.priority] + VALUE_WEIGHTS[t.businessValue]) / EFFORT_WEIGHTS[t.effort];
}

/** The score as shown: two decimals. */
export function formatTicketScore(score: number): string {
  return score.toFixed(2);
}

/** A calendar date as YYYY-MM-DD in the local time zone of `now` (the day the viewer is living). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** docs/product.md#states: overdue = a due date before today and a status other than Done (due today is not overdue). */
export function isTicketOverdue(t: { dueDate: string | null; status: TicketStatus }, today: string): boolean {
  return t.dueDate !== null && t.status !== 'Done' && t.dueDate < today;
}

/** docs/product.md#screens: P0 and P1 count as high priority. */
export function isHighPriority(t: { priority: TicketPriority }): boolean {
  return t.priority === 'P0' || t.priority === 'P1';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Ids are free text (FEAT-001); control characters and slashes are refused so every id fits in a URL path. */
export const ticketId = z
  .string({ error: TICKET_ID_REQUIRED })
  .trim()
  .min(1, TICKET_ID_REQUIRED)
  .max(64, 'Ticket id must be at most 64 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'Ticket id must not contain slashes or control characters');

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** '' or null clears the due date. */
const dueDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), TICKET_DUE_DATE_INVALID);

/** Free-text ticket ids; blanks dropped, duplicates kept once. */
const dependencies = z
  .array(z.string().max(64, 'A dependency must be at most 64 characters'))
  .max(100, 'At most 100 dependencies')
  .nullish()
  .transform((list) => [...new Set((list ?? []).map((d) => d.trim()).filter(Boolean))]);

const title = z
  .string({ error: TICKET_TITLE_REQUIRED })
  .trim()
  .min(1, TICKET_TITLE_REQUIRED)
  .max(300, 'Title must be at most 300 characters');

/** Fields an edit may change (PUT): every one optional, so nothing the client leaves out is lost. */
export const ticketUpdateBody = z.object({
  title: title.optional(),
  description: optionalText(10_000, 'Description').optional(),
  status: ticketStatus.optional(),
  priority: ticketPriority.optional(),
  effort: ticketEffort.optional(),
  businessValue: ticketBusinessValue.optional(),
  assignee: optionalText(200, 'Assignee').optional(),
  dueDate: dueDate.optional(),
  dependencies: dependencies.optional(),
});
export type TicketUpdateBody = z.infer<typeof ticketUpdateBody>;
export type TicketUpdateInput = z.input<typeof ticketUpdateBody>;

/** POST /api/tickets: id and title required (docs/product.md#validation), the defaults of docs/product.md#limits; a client's dateCreated is ignored. */
export const ticketCreateBody = z.object({
  id: ticketId,
  title,
  description: optionalText(10_000, 'Description'),
  status: ticketStatus.default(TICKET_DEFAULTS.status),
  priority: ticketPriority.default(TICKET_DEFAULTS.priority),
  effort: ticketEffort.default(TICKET_DEFAULTS.effort),
  businessValue: ticketBusinessValue.default(TICKET_DEFAULTS.businessValue),
  assignee: optionalText(200, 'Assignee'),
  dueDate,
  dependencies,
});
export type TicketCreateBody = z.infer<typeof ticketCreateBody>;
export type TicketCreateInput = z.input<typeof ticketCreateBody>;

/** docs/product.md#entities Ticket as the API answers it, with the score of docs/product.md#limits and the overdue flag of the server's day (UTC). */
export const ticket = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: ticketStatus,
  priority: ticketPriority,
  effort: ticketEffort,
  businessValue: ticketBusinessValue,
  assignee: z.string(),
  dueDate: z.string().nullable(),
  dependencies: z.array(z.string()),
  /** YYYY-MM-DD, set by the server on creation. */
  dateCreated: z.string(),
  score: z.number(),
  overdue: z.boolean(),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketsResponse = z.object({ success: z.literal(true), tickets: z.array(ticket) });
export const ticketResponse = z.object({ success: z.literal(true), ticket });
export const ticketDeletedResponse = z.object({ success: z.literal(true) });
