import { describe, expect, it } from 'vitest';
import { makeTicket } from './testing/render-tickets';
import { emptyTicketForm, formOf, splitDependencies, toRequest, validateTicketForm } from './ticket-form';
import { ALL, assigneesOf, filterTickets, noFilters, summarize, UNASSIGNED, withOverdue } from './ticket-view';

const tickets = [
  makeTicket('A-1', { status: 'In Progress', priority: 'P0', assignee: 'Ada', dueDate: '2026-03-09' }),
  makeTicket('A-2', { status: 'Done', priority: 'P1', assignee: 'Grace', dueDate: '2026-03-01' }),
  makeTicket('A-3', { title: 'Login', dependencies: ['A-1'], dueDate: '2026-03-10' }),
];

describe('ticket view', () => {
  it('works out overdue for the viewer’s day and counts the cards', () => {
    const view = withOverdue(tickets, '2026-03-10');
    expect(view.map((t) => t.overdue)).toEqual([true, false, false]);
    expect(summarize(view)).toEqual({ total: 3, inProgress: 1, highPriority: 2, overdue: 1 });
  });

  it('filters by each field, and the text in id, title, assignee and dependencies', () => {
    const ids = (f: Partial<typeof noFilters>) => filterTickets(tickets, { ...noFilters, ...f }).map((t) => t.id);
    expect(ids({})).toEqual(['A-1', 'A-2', 'A-3']);
    expect(ids({ status: 'Done' })).toEqual(['A-2']);
    expect(ids({ priority: 'P0' })).toEqual(['A-1']);
    expect(ids({ assignee: 'Grace' })).toEqual(['A-2']);
    expect(ids({ assignee: UNASSIGNED })).toEqual(['A-3']);
    expect(ids({ text: ' login ' })).toEqual(['A-3']);
    expect(ids({ text: 'a-1' })).toEqual(['A-1', 'A-3']);
    expect(ids({ text: 'ADA', status: ALL })).toEqual(['A-1']);
    expect(assigneesOf(tickets)).toEqual(['Ada', 'Grace']);
  });
});

describe('ticket form', () => {
  it('requires id (when creating) and title', () => {
    expect(validateTicketForm(emptyTicketForm, true)).toEqual({ id: 'Ticket id is required', title: 'Title is required' });
    expect(validateTicketForm({ ...emptyTicketForm, title: 'x' }, false)).toEqual({});
  });

  it('round-trips a ticket and splits dependencies', () => {
    const t = makeTicket('A-9', { dependencies: ['A-1', 'B 2'], dueDate: '2026-04-01', assignee: 'Ada' });
    const request = toRequest(formOf(t), '2026-03-10');
    expect(request).toMatchObject({ id: 'A-9', dependencies: ['A-1', 'B 2'], dueDate: '2026-04-01', dateCreated: '2026-03-10' });
    expect(toRequest(emptyTicketForm, '2026-03-10')).toMatchObject({
      status: 'Backlog',
      priority: 'P2',
      effort: 'M',
      businessValue: 'Medium',
      dueDate: null,
    });
    expect(splitDependencies(' A-1,, B-2 ,')).toEqual(['A-1', 'B-2']);
  });
});
