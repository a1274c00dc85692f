import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterJobs, savedFilters } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { applySavedFilterResponse, savedFilterResponse, savedFiltersResponse } from '@leadsift/shared';

const config = {
  selectedColumns: ['Industry', 'Country'],
  reasoningText: 'We sell payroll software',
  model: 'gpt-4o',
  chunkSize: 300,
  logicMode: 'OR' as const,
  columnConfig: { Industry: { instructions: 'Finance only' }, Country: { instructions: 'Europe' } },
};

describe(`saved filters API (${testDriver})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    [alice, bob] = [await createTestUser(ctx), await createTestUser(ctx)];
  });
  afterAll(() => ctx.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
  const save = async (user: TestUser, payload: object) => {
    const res = await call(user, 'POST', '/api/saved-filters', payload);
    expect(res.statusCode, res.body).toBe(201);
    return savedFilterResponse.parse(res.json()).filter;
  };
  /** A finished filter job of the user, inserted directly (the filter engine is not under test here). */
  const insertJob = async (user: TestUser) => {
    const id = `filter_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await ctx.runtime.db.insert(filterJobs).values({
      id,
      workspaceId: user.id,
      userId: user.id,
      uploadId: randomBytes(8).toString('hex'),
      jobName: 'Leads',
      status: 'completed',
      logicMode: 'AND',
      selectedColumns: ['Industry'],
      columnIndexes: [0],
      columnConfig: { Industry: { instructions: 'Banks' } },
      reasoningText: 'Context from the job',
      model: 'gpt-4o-mini',
      temperature: 0.2,
      chunkSize: 100,
      rowCount: 10,
    });
    return id;
  };

  it('requires sign-in for every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/saved-filters'],
      ['GET', `/api/saved-filters/${id}`],
      ['POST', '/api/saved-filters'],
      ['DELETE', `/api/saved-filters/${id}`],
      ['PATCH', `/api/saved-filters/${id}`],
      ['POST', `/api/saved-filters/${id}/toggle-favorite`],
      ['POST', '/api/apply-saved-filter'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    [{ filterConfig: config }, 'Template name is required'],
    [{ name: '   ', filterConfig: config }, 'Template name is required'],
    [{ name: 'T', filterId: '', filterConfig: config }, 'Filter name and ID are required'],
    [{ name: 'T', filterId: null, filterConfig: config }, 'Filter name and ID are required'],
    [{ name: 'T', filterId: 'filter_123_unknown', filterConfig: config }, 'Filter name and ID are required'],
    [{ name: 'T', filterConfig: { ...config, selectedColumns: [] } }, 'Cannot save filter: No column data found in filter results'],
    [{ name: 'T' }, 'Cannot save filter: No column data found in filter results'],
  ])('rejects %o with 400 %s', async (payload, error) => {
    const res = await call(alice, 'POST', '/api/saved-filters', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it("rejects another user's filter job as unknown", async () => {
    const bobsJob = await insertJob(bob);
    const res = await call(alice, 'POST', '/api/saved-filters', { name: 'T', filterId: bobsJob, filterConfig: config });
    expect(res.json()).toEqual({ error: 'Filter name and ID are required' });
  });

  it('saves a template with counts, and lists favourites first then newest', async () => {
    const overrides = { Industry: { Banking: 'KEEP', Retail: 'EXCLUDE' }, Country: { France: 'EXCLUDE' } };
    const first = await save(alice, { name: 'First', description: 'old one', filterConfig: config, overrides, isFavorite: false });
    expect(first).toMatchObject({
      name: 'First',
      description: 'old one',
      is_favorite: false,
      filter_config: config,
      overrides,
      overrideCount: 3,
      columnCount: 2,
      source_filter_id: null,
    });
    const fav = await save(alice, { name: 'Fav', filterConfig: config, isFavorite: true });
    const newest = await save(alice, { name: 'Newest', filterConfig: { selectedColumns: ['Industry'] } });
    expect(newest.filter_config).toEqual({
      selectedColumns: ['Industry'],
      reasoningText: '',
      model: null,
      chunkSize: 300,
      logicMode: 'AND',
      columnConfig: {},
    });
    expect(newest).toMatchObject({ description: '', overrides: {}, overrideCount: 0, columnCount: 1 });

    const list = savedFiltersResponse.parse((await call(alice, 'GET', '/api/saved-filters')).json());
    expect(list.filters.map((f) => f.id)).toEqual([fav.id, newest.id, first.id]);
    const bobs = savedFiltersResponse.parse((await call(bob, 'GET', '/api/saved-filters')).json());
    expect(bobs.filters).toEqual([]);
  });

  it('takes what the request leaves out from the source job', async () => {
    const jobId = await insertJob(alice);
    const saved = await save(alice, { name: 'From job', filterId: jobId, filterConfig: { model: 'gpt-4o' } });
    expect(saved.source_filter_id).toBe(jobId);
    expect(saved.filter_config).toEqual({
      selectedColumns: ['Industry'],
      reasoningText: 'Context from the job',
      model: 'gpt-4o',
      chunkSize: 100,
      logicMode: 'AND',
      columnConfig: { Industry: { instructions: 'Banks' } },
      temperature: 0.2,
    });
  });

  it("merges the original template's overrides under the current ones (docs/product.md#api)", async () => {
    const original = await save(alice, {
      name: 'Original',
      filterConfig: config,
      overrides: { Industry: { Banking: 'KEEP', Retail: 'EXCLUDE' }, Country: { France: 'KEEP' } },
    });
    const merged = await save(alice, {
      name: 'Merged',
      filterConfig: config,
      templateId: original.id,
      overrides: { Industry: { Banking: 'EXCLUDE', Mining: 'KEEP' } },
    });
    expect(merged.overrides).toEqual({ Industry: { Banking: 'EXCLUDE', Retail: 'EXCLUDE', Mining: 'KEEP' }, Country: { France: 'KEEP' } });
    expect(merged.overrideCount).toBe(4);

    // Bob cannot pull Alice's overrides into his template by naming hers.
    const bobs = await save(bob, { name: 'Sneaky', filterConfig: config, templateId: original.id, overrides: {} });
    expect(bobs.overrides).toEqual({});
  });

  it('reads, toggles, applies and deletes only for the owner', async () => {
    const overrides = { Industry: { Banking: 'KEEP' } };
    const t = await save(alice, { name: 'Mine', filterConfig: { ...config, temperature: 0.3 }, overrides });
    const url = `/api/saved-filters/${t.id}`;

    expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `${url}/toggle-favorite`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', '/api/apply-saved-filter', { savedFilterId: t.id })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/saved-filters/not-a-uuid')).statusCode).toBe(404);

    const read = savedFilterResponse.parse((await call(alice, 'GET', url)).json());
    expect(read.filter).toMatchObject({ id: t.id, name: 'Mine', overrides });

    const on = savedFilterResponse.parse((await call(alice, 'POST', `${url}/toggle-favorite`)).json());
    expect(on.filter.is_favorite).toBe(true);
    const off = savedFilterResponse.parse((await call(alice, 'POST', `${url}/toggle-favorite`)).json());
    expect(off.filter.is_favorite).toBe(false);

    const applied = applySavedFilterResponse.parse((await call(alice, 'POST', '/api/apply-saved-filter', { savedFilterId: t.id })).json());
    expect(applied.config).toEqual({
      selectedColumns: config.selectedColumns,
      model: 'gpt-4o',
      reasoningText: config.reasoningText,
      chunkSize: 300,
      logicMode: 'OR',
      columnConfig: config.columnConfig,
      temperature: 0.3,
      overrides,
    });

    expect((await call(alice, 'DELETE', url)).json()).toEqual({ success: true });
    expect((await call(alice, 'GET', url)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', url)).statusCode).toBe(404);
  });

  it('edits name, description and criteria for the owner only; a new column list drops the others', async () => {
    const overrides = { Industry: { Banking: 'KEEP' }, Country: { France: 'EXCLUDE' } };
    const t = await save(alice, { name: 'Before', description: 'old', filterConfig: { ...config, temperature: 0.4 }, overrides });
    const url = `/api/saved-filters/${t.id}`;

    // Bob (and an unknown or malformed id) is answered as not found, and the template is unchanged.
    expect((await call(bob, 'PATCH', url, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(alice, 'PATCH', '/api/saved-filters/not-a-uuid', { name: 'X' })).statusCode).toBe(404);
    expect((await call(alice, 'PATCH', '/api/saved-filters/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    expect(savedFilterResponse.parse((await call(alice, 'GET', url)).json()).filter.name).toBe('Before');

    const renamed = await call(alice, 'PATCH', url, { name: '  After  ', description: 'new words' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(savedFilterResponse.parse(renamed.json()).filter).toMatchObject({
      name: 'After',
      description: 'new words',
      filter_config: { ...config, temperature: 0.4 },
      overrides,
    });

    const edited = savedFilterResponse.parse(
      (
        await call(alice, 'PATCH', url, {
          filterConfig: {
            selectedColumns: ['Industry', 'Number of employees'],
            columnConfig: { Industry: { instructions: 'Banks only' }, 'Number of employees': { instructions: '50 to 500' } },
            reasoningText: 'We sell to banks',
            logicMode: 'AND',
            model: '',
          },
        })
      ).json(),
    ).filter;
    expect(edited).toMatchObject({ name: 'After', description: 'new words', columnCount: 2, overrideCount: 1 });
    expect(edited.filter_config).toEqual({
      selectedColumns: ['Industry', 'Number of employees'],
      reasoningText: 'We sell to banks',
      model: null,
      chunkSize: 300,
      logicMode: 'AND',
      columnConfig: { Industry: { instructions: 'Banks only' }, 'Number of employees': { instructions: '50 to 500' } },
      temperature: 0.4,
    });
    // Country left the columns: its overrides went with it.
    expect(edited.overrides).toEqual({ Industry: { Banking: 'KEEP' } });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(t.updated_at));
  });

  it.each([
    [{ name: '  ' }, 'Template name is required'],
    [{ filterConfig: { selectedColumns: [] } }, 'A template needs at least one column'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('rejects the edit %o with 400 %s', async (payload, error) => {
    const t = await save(alice, { name: 'Kept', filterConfig: config });
    const res = await call(alice, 'PATCH', `/api/saved-filters/${t.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('rejects an edit with unknown fields or bad overrides', async () => {
    const t = await save(alice, { name: 'Strict', filterConfig: config });
    for (const payload of [{ userId: bob.id }, { overrides: { Industry: { Banking: 'MAYBE' } } }, { filterConfig: { chunkSize: 0 } }]) {
      expect((await call(alice, 'PATCH', `/api/saved-filters/${t.id}`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("answers apply without an id with 'Filter ID is required'", async () => {
    const res = await call(alice, 'POST', '/api/apply-saved-filter', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Filter ID is required' });
  });

  it('flips the favourite once per concurrent toggle', async () => {
    const t = await save(alice, { name: 'Race', filterConfig: config });
    await Promise.all(Array.from({ length: 4 }, () => call(alice, 'POST', `/api/saved-filters/${t.id}/toggle-favorite`)));
    const [row] = await ctx.runtime.db.select().from(savedFilters).where(eq(savedFilters.id, t.id));
    expect(row?.isFavorite).toBe(false);
  });

  it('rejects overrides that are not column -> value -> KEEP/EXCLUDE', async () => {
    const res = await call(alice, 'POST', '/api/saved-filters', {
      name: 'Bad',
      filterConfig: config,
      overrides: { Industry: { Banking: 'MAYBE' } },
    });
    expect(res.statusCode).toBe(400);
  });
});
