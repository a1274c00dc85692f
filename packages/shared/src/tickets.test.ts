import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EFFORT_LABELS,
  formatTicketScore,
  isHighPriority,
  isTicketOverdue,
  localIsoDate,
  TICKET_DEFAULTS,
  TICKET_EFFORTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_VALUES,
  ticketCreateBody,
  ticketScore,
  ticketUpdateBody,
} from './tickets.ts';

describe('ticketScore (docs/product.md#limits)', () => {
  it.each([
    ['P0', 'High', 'XS', 7 / 5],
    ['P0', 'High', 'XL', 7],
    ['P2', 'Medium', 'M', 4 / 3],
    ['P3', 'Low', 'XL', 2],
    ['P3', 'Low', 'XS', 0.4],
    ['P1', 'Medium', 'S', 5 / 4],
    ['P1', 'Low', 'L', 2],
  ] as const)('%s + %s / %s = %s', (priority, businessValue, effort, expected) => {
    expect(ticketScore({ priority, businessValue, effort })).toBeCloseTo(expected, 10);
  });

  it('shows two decimals', () => {
    expect(formatTicketScore(ticketScore(TICKET_DEFAULTS))).toBe('1.33');
    expect(formatTicketScore(7)).toBe('7.00');
    expect(formatTicketScore(0.4)).toBe('0.40');
  });

  // docs/product.md#limits taken literally: XS weighs 5 and XL 1, so dividing by the weight ranks larger efforts higher.
  it('grows with priority, and with effort as docs/product.md weighs it', () => {
    const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
    fc.assert(
      fc.property(pick(TICKET_PRIORITIES), pick(TICKET_VALUES), pick(TICKET_EFFORTS), (priority, businessValue, effort) => {
        const score = ticketScore({ priority, businessValue, effort });
        const higher = TICKET_PRIORITIES[TICKET_PRIORITIES.indexOf(priority) - 1];
        const larger = TICKET_EFFORTS[TICKET_EFFORTS.indexOf(effort) + 1];
        if (higher) expect(ticketScore({ priority: higher, businessValue, effort })).toBeGreaterThan(score);
        if (larger) expect(ticketScore({ priority, businessValue, effort: larger })).toBeGreaterThan(score);
        return score >= 0.4 && score <= 7;
      }),
    );
  });

  it('labels every effort', () => {
    expect(TICKET_EFFORTS.map((e) => EFFORT_LABELS[e])).toEqual(['1-2 hours', 'half day', '1-2 days', '3-5 days', '1+ week']);
  });
});

describe('isTicketOverdue (docs/product.md#states)', () => {
  const today = '2026-03-10';
  it.each([
    ['2026-03-09', 'Backlog', true],
    ['2025-12-31', 'In Progress', true],
    ['2026-03-09', 'Review', true],
    ['2026-03-09', 'Done', false],
    ['2026-03-10', 'Backlog', false],
    ['2026-03-11', 'In Progress', false],
    [null, 'Backlog', false],
  ] as const)('due %s, %s → %s', (dueDate, status, expected) => {
    expect(isTicketOverdue({ dueDate, status }, today)).toBe(expected);
  });

  it('takes today in the local time zone', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('isHighPriority', () => {
  it('is P0 and P1 only', () => {
    expect(TICKET_PRIORITIES.filter((priority) => isHighPriority({ priority }))).toEqual(['P0', 'P1']);
  });
});

describe('ticket bodies', () => {
  it('fills the defaults of docs/product.md#limits and trims', () => {
    expect(ticketCreateBody.parse({ id: ' FEAT-001 ', title: ' Login ', dateCreated: '2020-01-01' })).toEqual({
      id: 'FEAT-001',
      title: 'Login',
      description: '',
      status: 'Backlog',
      priority: 'P2',
      effort: 'M',
      businessValue: 'Medium',
      assignee: '',
      dueDate: null,
      dependencies: [],
    });
  });

  it.each([
    [{ title: 'x' }, 'Ticket id is required'],
    [{ id: '  ', title: 'x' }, 'Ticket id is required'],
    [{ id: 'A' }, 'Title is required'],
    [{ id: 'A', title: ' ' }, 'Title is required'],
    [{ id: 'A/B', title: 'x' }, 'Ticket id must not contain slashes or control characters'],
    [{ id: 'A', title: 'x', status: 'Blocked' }, 'Status must be one of Backlog, In Progress, Review, Done'],
    [{ id: 'A', title: 'x', priority: 'P4' }, 'Priority must be one of P0, P1, P2, P3'],
    [{ id: 'A', title: 'x', effort: 'XXL' }, 'Effort must be one of XS, S, M, L, XL'],
    [{ id: 'A', title: 'x', businessValue: 'Huge' }, 'Business value must be one of High, Medium, Low'],
    [{ id: 'A', title: 'x', dueDate: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
    [{ id: 'A', title: 'x', dueDate: 'tomorrow' }, 'Due date must be a date (YYYY-MM-DD)'],
  ])('refuses %o: %s', (body, message) => {
    const result = ticketCreateBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps dependencies as free text, without blanks or repeats', () => {
    const body = ticketCreateBody.parse({ id: 'A', title: 'x', dependencies: [' FEAT-001', '', 'FEAT-001', 'bug 7'] });
    expect(body.dependencies).toEqual(['FEAT-001', 'bug 7']);
  });

  it('lets an edit leave fields out, and clear the due date', () => {
    expect(ticketUpdateBody.parse({ status: 'Done' })).toEqual({ status: 'Done' });
    expect(ticketUpdateBody.parse({ dueDate: '' })).toEqual({ dueDate: null });
    expect(ticketUpdateBody.safeParse({ title: '' }).error?.issues[0]?.message).toBe('Title is required');
  });

  it('knows the four statuses', () => {
    expect(TICKET_STATUSES).toEqual(['Backlog', 'In Progress', 'Review', 'Done']);
  });
});
