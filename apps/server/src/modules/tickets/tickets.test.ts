import { CSV_BOM, TICKETS_CSV_HEADERS, ticketsToCsv, type Ticket } from '@leadsift/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, user } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { ticketResponse, ticketsResponse } from './tickets.schemas.ts';
import { utcToday } from './tickets.service.ts';

const dayOffset = (days: number) => utcToday(new Date(Date.now() + days * 86_400_000));

describe(`tickets API (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    [admin, otherAdmin, alice] = [
      await createTestUser(ctx, { role: 'admin' }),
      await createTestUser(ctx, { role: 'admin' }),
      await createTestUser(ctx),
    ];
  });
  afterAll(() => ctx.close());

  const call = (as: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = async (payload: object, as = admin): Promise<Ticket> => {
    const res = await call(as, 'POST', '/api/tickets', payload);
    expect(res.statusCode, res.body).toBe(201);
    return ticketResponse.parse(res.json()).ticket;
  };
  const list = async (as = admin): Promise<Ticket[]> => {
    const res = await call(as, 'GET', '/api/tickets');
    expect(res.statusCode, res.body).toBe(200);
    return ticketsResponse.parse(res.json()).tickets;
  };
  const path = (id: string) => `/api/tickets/${encodeURIComponent(id)}`;

  it('answers 401 to anonymous callers and 403 to non-administrators on every endpoint, changing nothing', async () => {
    await create({ id: 'GUARD-1', title: 'Guarded' });
    const routes = [
      ['GET', '/api/tickets', undefined],
      ['POST', '/api/tickets', { id: 'GUARD-2', title: 'Sneaky' }],
      ['POST', '/api/tickets', {}],
      ['PUT', path('GUARD-1'), { title: 'Changed', status: 'Done' }],
      ['PUT', path('a/b'), {}],
      ['DELETE', path('GUARD-1'), undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const anonymous = await call(null, method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required' });
      const user = await call(alice, method, url, body);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toEqual({ error: 'Administrator access required' });
    }
    const guarded = (await list()).filter((t) => t.id.startsWith('GUARD-'));
    expect(guarded).toEqual([expect.objectContaining({ id: 'GUARD-1', title: 'Guarded', status: 'Backlog' })]);
  });

  it('documents the four routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/tickets'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/tickets/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
  });

  it('creates a ticket with the defaults of docs/product.md#limits, the server’s date and the score', async () => {
    const created = await create({ id: ' FEAT-001 ', title: ' Login page ', dateCreated: '1999-01-01' });
    expect(created).toEqual({
      id: 'FEAT-001',
      title: 'Login page',
      description: '',
      status: 'Backlog',
      priority: 'P2',
      effort: 'M',
      businessValue: 'Medium',
      assignee: '',
      dueDate: null,
      dependencies: [],
      dateCreated: utcToday(),
      score: 4 / 3,
      overdue: false,
    });
    const [row] = await ctx.runtime.db.select().from(tickets).where(eq(tickets.id, 'FEAT-001'));
    expect(row).toMatchObject({ createdBy: admin.id, dateCreated: utcToday() });
  });

  it('keeps every field given, and answers 409 to an id already taken', async () => {
    const full = {
      id: 'BUG-7',
      title: 'Export breaks on commas',
      description: 'Steps: export a list, open in Excel',
      status: 'In Progress',
      priority: 'P0',
      effort: 'XL',
      businessValue: 'High',
      assignee: 'Zoë',
      dueDate: dayOffset(30),
      dependencies: ['FEAT-001', 'not-a-ticket-yet'],
    };
    expect(await create(full)).toEqual({ ...full, dateCreated: utcToday(), score: 7, overdue: false });
    const again = await call(admin, 'POST', '/api/tickets', { id: 'BUG-7', title: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A ticket with this id already exists' });
    expect((await list()).find((t) => t.id === 'BUG-7')?.title).toBe('Export breaks on commas');
  });

  it('lets exactly one of two simultaneous creations with the same id win', async () => {
    const answers = await Promise.all([
      call(admin, 'POST', '/api/tickets', { id: 'RACE-1', title: 'First' }),
      call(otherAdmin, 'POST', '/api/tickets', { id: 'RACE-1', title: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await list()).filter((t) => t.id === 'RACE-1')).toHaveLength(1);
  });

  it.each([
    [{ title: 'No id' }, 'Ticket id is required'],
    [{ id: '   ', title: 'Blank id' }, 'Ticket id is required'],
    [{ id: 'V-1' }, 'Title is required'],
    [{ id: 'V-1', title: '' }, 'Title is required'],
    [{ id: 'V-1', title: 'x', status: 'Blocked' }, 'Status must be one of Backlog, In Progress, Review, Done'],
    [{ id: 'V-1', title: 'x', priority: 'P5' }, 'Priority must be one of P0, P1, P2, P3'],
    [{ id: 'V-1', title: 'x', effort: 'XXL' }, 'Effort must be one of XS, S, M, L, XL'],
    [{ id: 'V-1', title: 'x', businessValue: 'Huge' }, 'Business value must be one of High, Medium, Low'],
    [{ id: 'V-1', title: 'x', dueDate: '31/12/2026' }, 'Due date must be a date (YYYY-MM-DD)'],
    [{ id: 'V/1', title: 'x' }, 'Ticket id must not contain slashes or control characters'],
  ])('refuses %o with 400 %s', async (payload, error) => {
    const res = await call(admin, 'POST', '/api/tickets', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await list()).some((t) => t.id === 'V-1' || t.id === 'V/1')).toBe(false);
  });

  it('computes overdue as docs/product.md says: due before today and not Done', async () => {
    await create({ id: 'OD-past', title: 'Late', dueDate: dayOffset(-2), status: 'Review' });
    await create({ id: 'OD-done', title: 'Late but done', dueDate: dayOffset(-2), status: 'Done' });
    await create({ id: 'OD-today', title: 'Due today', dueDate: utcToday() });
    await create({ id: 'OD-none', title: 'No date' });
    const overdue = Object.fromEntries((await list()).filter((t) => t.id.startsWith('OD-')).map((t) => [t.id, t.overdue]));
    expect(overdue).toEqual({ 'OD-past': true, 'OD-done': false, 'OD-today': false, 'OD-none': false });

    const done = await call(admin, 'PUT', path('OD-past'), { status: 'Done' });
    expect(ticketResponse.parse(done.json()).ticket).toMatchObject({ status: 'Done', overdue: false });
  });

  it('edits only the fields given, recomputes the score, and never changes id or dateCreated', async () => {
    await create({ id: 'ED-1', title: 'Before', assignee: 'Ada', dependencies: ['X'], dueDate: '2030-01-01' });
    const res = await call(admin, 'PUT', path('ED-1'), {
      id: 'HIJACK',
      title: 'After',
      priority: 'P0',
      effort: 'XS',
      dateCreated: '2000-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ticketResponse.parse(res.json()).ticket).toEqual({
      id: 'ED-1',
      title: 'After',
      description: '',
      status: 'Backlog',
      priority: 'P0',
      effort: 'XS',
      businessValue: 'Medium',
      assignee: 'Ada',
      dueDate: '2030-01-01',
      dependencies: ['X'],
      dateCreated: utcToday(),
      score: 6 / 5,
      overdue: false,
    });
    const cleared = await call(admin, 'PUT', path('ED-1'), { dueDate: null, dependencies: [], assignee: '' });
    expect(ticketResponse.parse(cleared.json()).ticket).toMatchObject({ dueDate: null, dependencies: [], assignee: '', title: 'After' });
    expect((await list()).some((t) => t.id === 'HIJACK')).toBe(false);
  });

  it('refuses a blank title or a bad value on edit, and answers 404 for an unknown id', async () => {
    await create({ id: 'ED-2', title: 'Keep me' });
    for (const [payload, error] of [
      [{ title: ' ' }, 'Title is required'],
      [{ status: 'Closed' }, 'Status must be one of Backlog, In Progress, Review, Done'],
    ] as const) {
      const res = await call(admin, 'PUT', path('ED-2'), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await list()).find((t) => t.id === 'ED-2')).toMatchObject({ title: 'Keep me', status: 'Backlog' });
    const missing = await call(admin, 'PUT', path('NOPE-404'), { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found' });
  });

  it('works with ids holding spaces and other free text in the path', async () => {
    const id = 'Spike #3 (ä & ü)?';
    await create({ id, title: 'Odd id' });
    expect((await call(admin, 'PUT', path(id), { title: 'Odd id, edited' })).statusCode).toBe(200);
    expect((await list()).find((t) => t.id === id)?.title).toBe('Odd id, edited');
    expect((await call(admin, 'DELETE', path(id))).json()).toEqual({ success: true });
  });

  it('deletes a ticket; a second delete answers 404', async () => {
    await create({ id: 'DEL-1', title: 'Temporary' });
    const res = await call(admin, 'DELETE', path('DEL-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await list()).some((t) => t.id === 'DEL-1')).toBe(false);
    const again = await call(admin, 'DELETE', path('DEL-1'));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Ticket not found' });
  });

  it('is one list for the whole team, newest first, kept when its creator’s account goes', async () => {
    const creator = await createTestUser(ctx, { role: 'admin' });
    await create({ id: 'TEAM-1', title: 'Made by a colleague' }, creator);
    await create({ id: 'TEAM-2', title: 'Made later' }, otherAdmin);
    const seen = (await list(admin)).map((t) => t.id);
    expect(seen.indexOf('TEAM-2')).toBeLessThan(seen.indexOf('TEAM-1'));
    expect(seen.indexOf('TEAM-1')).toBeLessThan(seen.indexOf('FEAT-001'));

    await ctx.runtime.db.delete(user).where(eq(user.id, creator.id));
    expect((await list(otherAdmin)).find((t) => t.id === 'TEAM-1')?.title).toBe('Made by a colleague');
  });

  it('exports what the API lists as a CSV that reads back cell for cell', async () => {
    await create({ id: 'CSV-1', title: '=cmd|"/c calc"!A1', description: 'a, "quoted"\nsecond line', dependencies: ['FEAT-001', 'BUG-7'] });
    const all = await list();
    const csv = ticketsToCsv(all);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual([...TICKETS_CSV_HEADERS]);
    expect(rows).toHaveLength(all.length + 1);
    const row = rows.find((r) => r[0] === 'CSV-1');
    expect(row).toEqual([
      'CSV-1',
      `'=cmd|"/c calc"!A1`,
      'a, "quoted"\nsecond line',
      'Backlog',
      'P2',
      'M (1-2 days)',
      'Medium',
      '1.33',
      '',
      '',
      'FEAT-001, BUG-7',
      utcToday(),
    ]);
  });
});
