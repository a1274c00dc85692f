import { CSV_BOM, type Ticket } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { inDays, makeTicket, renderTickets } from '../testing/render-tickets';
import { TicketsDashboard } from './tickets-dashboard';

const sample = () => [
  makeTicket('FEAT-001', {
    title: 'Login page',
    status: 'In Progress',
    priority: 'P0',
    effort: 'XL',
    businessValue: 'High',
    assignee: 'Ada',
  }),
  makeTicket('FEAT-002', { title: 'Dark mode', priority: 'P3', effort: 'XS', businessValue: 'Low', assignee: 'Grace' }),
  makeTicket('BUG-7', { title: 'Export breaks', priority: 'P1', dueDate: inDays(-3), status: 'Review', assignee: 'Ada' }),
  makeTicket('BUG-8', { title: 'Old but done', dueDate: inDays(-3), status: 'Done', description: 'Needs the CSV fix' }),
];
const listed = (tickets: Ticket[]) => () => json({ success: true, tickets });
const grid = () => screen.getByRole('grid', { name: 'Tickets' });
/** The grid with the sample's rows in it (the grid itself shows while the list loads). */
const loaded = () => screen.findByText('Dark mode', undefined, { timeout: 10_000 });
const ids = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-id'));
const card = (label: string) => screen.getByRole('group', { name: label }).lastElementChild?.textContent;
const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent?.trim() === name)!;
const rowOf = (id: string) => grid().querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// The grid is a lazy chunk and MUI's selects are slow under jsdom: these tests get more time than the default.
describe('TicketsDashboard', { timeout: 30_000 }, () => {
  it('shows the summary cards, scores to 2 decimals, effort labels, and overdue rows in red', async () => {
    mockFetch({ 'GET /api/tickets': listed(sample()) });
    renderTickets(<TicketsDashboard />);
    await loaded();
    expect(card('Total Tickets')).toBe('4');
    expect(card('In Progress')).toBe('1');
    expect(card('High Priority (P0/P1)')).toBe('2');
    expect(card('Overdue')).toBe('1');

    // Default order: score, highest first (7.00, 1.33, 1.33, 0.40).
    expect(ids()[0]).toBe('FEAT-001');
    expect(within(rowOf('FEAT-001')).getByText('7.00')).toBeInTheDocument();
    expect(within(rowOf('FEAT-001')).getByText('XL · 1+ week')).toBeInTheDocument();
    expect(within(rowOf('FEAT-002')).getByText('0.40')).toBeInTheDocument();
    expect(within(rowOf('FEAT-002')).getByText('XS · 1-2 hours')).toBeInTheDocument();
    expect(within(rowOf('BUG-7')).getByText('1.67')).toBeInTheDocument();

    expect(rowOf('BUG-7')).toHaveClass('ticket-overdue');
    expect(within(rowOf('BUG-7')).getByText('Overdue')).toBeInTheDocument();
    expect(rowOf('BUG-8')).not.toHaveClass('ticket-overdue');
    expect(rowOf('FEAT-001')).not.toHaveClass('ticket-overdue');
  });

  it('filters by status, priority, assignee and text', async () => {
    mockFetch({ 'GET /api/tickets': listed(sample()) });
    renderTickets(<TicketsDashboard />);
    await loaded();

    await pick('Assignee', 'Ada');
    expect(ids().sort()).toEqual(['BUG-7', 'FEAT-001']);
    await pick('Priority', 'P1');
    expect(ids()).toEqual(['BUG-7']);
    await pick('Priority', 'All priorities');
    await pick('Status', 'In Progress');
    expect(ids()).toEqual(['FEAT-001']);
    await pick('Status', 'All statuses');
    await pick('Assignee', 'Unassigned');
    expect(ids()).toEqual(['BUG-8']);
    await pick('Assignee', 'All assignees');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search tickets' }), 'csv FIX');
    expect(ids()).toEqual(['BUG-8']);
    // The cards count every ticket, not only the filtered ones.
    expect(card('Total Tickets')).toBe('4');
  });

  it('sorts by a column header', async () => {
    mockFetch({ 'GET /api/tickets': listed(sample()) });
    renderTickets(<TicketsDashboard />);
    await loaded();
    await userEvent.click(header('Priority'));
    expect(ids()).toEqual(['FEAT-001', 'BUG-7', 'BUG-8', 'FEAT-002']);
    await userEvent.click(header('Priority'));
    expect(ids()).toEqual(['FEAT-002', 'BUG-8', 'BUG-7', 'FEAT-001']);
    await userEvent.click(header('ID'));
    expect(ids()).toEqual(['FEAT-002', 'FEAT-001', 'BUG-8', 'BUG-7']);
  });

  it('requires id and title before creating, sends the defaults of docs/product.md#limits, and shows the new ticket', async () => {
    const bodies: unknown[] = [];
    const created = makeTicket('FEAT-010', { title: 'New thing', dependencies: ['FEAT-001', 'BUG-7'] });
    mockFetch({
      'GET /api/tickets': () => listed(bodies.length ? [created, ...sample()] : sample())(),
      'POST /api/tickets': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ success: true, ticket: created }, 201);
      },
    });
    renderTickets(<TicketsDashboard />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Ticket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(within(dialog).getByText('Ticket id is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ticket ID' }), 'FEAT-010');
    expect(within(dialog).queryByText('Ticket id is required')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New thing');
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dependencies' }), 'FEAT-001, , BUG-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        id: 'FEAT-010',
        title: 'New thing',
        description: '',
        status: 'Backlog',
        priority: 'P2',
        effort: 'M',
        businessValue: 'Medium',
        assignee: '',
        dueDate: null,
        dependencies: ['FEAT-001', 'BUG-7'],
        dateCreated: inDays(0),
      },
    ]);
    expect(await within(grid()).findByText('New thing')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the id is taken', async () => {
    mockFetch({
      'GET /api/tickets': listed(sample()),
      'POST /api/tickets': () => json({ error: 'A ticket with this id already exists' }, 409),
    });
    renderTickets(<TicketsDashboard />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Ticket' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ticket ID' }), 'FEAT-001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(dialog).findByText('Error: Failed to create ticket: A ticket with this id already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Duplicate');
  });

  it('edits a ticket without its id', async () => {
    const bodies: unknown[] = [];
    const edited = makeTicket('BUG-7', { title: 'Export fixed', status: 'Done', dueDate: inDays(-3) });
    mockFetch({
      'GET /api/tickets': () => listed(sample().map((t) => (bodies.length && t.id === 'BUG-7' ? edited : t)))(),
      'PUT /api/tickets/BUG-7': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ success: true, ticket: edited });
      },
    });
    renderTickets(<TicketsDashboard />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Edit BUG-7' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ticket BUG-7' });
    expect(within(dialog).getByRole('textbox', { name: 'Ticket ID' })).toBeDisabled();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    await userEvent.type(title, 'Export fixed');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([expect.objectContaining({ title: 'Export fixed', status: 'Done', assignee: 'Ada', priority: 'P1' })]);
    expect(bodies[0]).not.toHaveProperty('id');
    expect(within(rowOf('BUG-7')).getByText('Export fixed')).toBeInTheDocument();
    expect(rowOf('BUG-7')).not.toHaveClass('ticket-overdue');
  });

  it('deletes only after confirmation, and shows the text of docs/product.md#messages on failure', async () => {
    const deleted: string[] = [];
    mockFetch({
      'GET /api/tickets': () => listed(sample().filter((t) => !deleted.includes(t.id)))(),
      'DELETE /api/tickets/FEAT-002': () => {
        deleted.push('FEAT-002');
        return json({ success: true });
      },
      'DELETE /api/tickets/BUG-8': () => json({ error: 'Internal server error' }, 500),
    });
    renderTickets(<TicketsDashboard />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Delete FEAT-002' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete ticket?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete FEAT-002' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ids()).not.toContain('FEAT-002'));
    expect(deleted).toEqual(['FEAT-002']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete BUG-8' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error: Failed to delete ticket: Internal server error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ids()).toContain('BUG-8');
  });

  it("shows 'Error: Failed to load tickets' when the list cannot load", async () => {
    mockFetch({ 'GET /api/tickets': () => new Response('oops', { status: 502 }) });
    renderTickets(<TicketsDashboard />);
    expect(await screen.findByText('Error: Failed to load tickets')).toBeInTheDocument();
  });

  it('exports the shown tickets in the table’s order as development_tickets.csv with a BOM', async () => {
    mockFetch({ 'GET /api/tickets': listed(sample()) });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:tickets';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTickets(<TicketsDashboard />);
    await loaded();
    const exported = async (n: number) => {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const bytes = new Uint8Array(await blobs[n]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(text.startsWith(CSV_BOM)).toBe(true);
      return text.trim().split('\r\n');
    };
    // In the table's order: highest score first, then as the user sorts.
    expect((await exported(0)).slice(1).map((line) => line.split(',')[0])).toEqual(['FEAT-001', 'BUG-7', 'BUG-8', 'FEAT-002']);
    await userEvent.click(header('ID'));
    expect((await exported(1)).slice(1).map((line) => line.split(',')[0])).toEqual(['FEAT-002', 'FEAT-001', 'BUG-8', 'BUG-7']);
    // Only what the filters show.
    await pick('Assignee', 'Grace');
    const lines = await exported(2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^FEAT-002,Dark mode,,Backlog,P3,XS \(1-2 hours\),Low,0\.40,Grace,,,2026-03-01$/);
    expect(names).toEqual(['development_tickets.csv', 'development_tickets.csv', 'development_tickets.csv']);
  });

  it("shows non-administrators 'Administrators only' without asking the server", async () => {
    const fetch = mockFetch({});
    renderTickets(<TicketsDashboard />, 'user');
    expect(screen.getByText('Administrators only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Ticket' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Administrators only' when the server refuses the caller", async () => {
    mockFetch({ 'GET /api/tickets': () => json({ error: 'Administrator access required' }, 403) });
    renderTickets(<TicketsDashboard />);
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
