import { describe, expect, it } from 'vitest';
import { makeTicket } from './testing/render-tickets';
import { defaultTicketSort, sortTickets, type TicketSort } from './ticket-sort';

const tickets = [
  makeTicket('FEAT-10', { priority: 'P1', effort: 'XS', businessValue: 'Low', status: 'Done', dueDate: '2026-03-02', assignee: 'bob' }),
  makeTicket('FEAT-9', { priority: 'P0', effort: 'XL', businessValue: 'High', status: 'Backlog', dueDate: null, assignee: 'Ada' }),
  makeTicket('bug-1', { priority: 'P3', effort: 'M', businessValue: 'Medium', status: 'Review', dueDate: '2026-01-15', assignee: '' }),
];
const order = (sort: TicketSort) => sortTickets(tickets, sort).map((t) => t.id);

describe('sortTickets', () => {
  it('starts with the highest score', () => {
    expect(order(defaultTicketSort)).toEqual(['FEAT-9', 'bug-1', 'FEAT-10']);
  });

  it.each([
    [{ field: 'id', direction: 'asc' }, ['bug-1', 'FEAT-9', 'FEAT-10']],
    [{ field: 'priority', direction: 'desc' }, ['FEAT-9', 'FEAT-10', 'bug-1']],
    [{ field: 'effort', direction: 'asc' }, ['FEAT-10', 'bug-1', 'FEAT-9']],
    [{ field: 'businessValue', direction: 'desc' }, ['FEAT-9', 'bug-1', 'FEAT-10']],
    [{ field: 'status', direction: 'asc' }, ['FEAT-9', 'bug-1', 'FEAT-10']],
    [{ field: 'dueDate', direction: 'asc' }, ['FEAT-9', 'bug-1', 'FEAT-10']],
    [{ field: 'assignee', direction: 'asc' }, ['bug-1', 'FEAT-9', 'FEAT-10']],
  ] as const)('%o → %o', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('keeps the list order for ties and without a sort', () => {
    expect(order({ field: 'dateCreated', direction: 'desc' })).toEqual(['FEAT-10', 'FEAT-9', 'bug-1']);
    expect(order(null)).toEqual(['FEAT-10', 'FEAT-9', 'bug-1']);
  });
});
