import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './test/factories.ts';
import { testDriver } from './test/test-db.ts';
import { createTestApp, type TestContext } from './test/test-runtime.ts';

/*
 * A client generated from the served OpenAPI document (openapi-typescript + openapi-fetch), the way an integrator
 * would make one, type-checked against the generated types and run through a whole List Cleaner flow against the
 * real server on 127.0.0.1: upload → job → progress → results → export.
 */

// Resolves `openapi-fetch` from the repository's node_modules, as an integrator's project would.
const scratchRoot = path.resolve(import.meta.dirname, '../../../node_modules/.cache');

/** The integrator's code: only the generated `paths` type and openapi-fetch, nothing of the server. */
const flowSource = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

export async function listCleanerFlow(baseUrl: string, token: string, csv: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const upload = await client.POST('/api/upload', {
    body: { file: csv },
    bodySerializer(body) {
      const form = new FormData();
      form.append('file', new Blob([body.file], { type: 'text/csv' }), 'leads.csv');
      return form;
    },
  });
  if (!upload.data) throw new Error('upload: ' + JSON.stringify(upload.error));
  const fileId: string = upload.data.fileId;
  const started = await client.POST('/api/filter', {
    body: {
      jobName: 'Generated client',
      fileId,
      selectedColumns: ['Industry', 'Country'],
      logicMode: 'AND',
      filterConfig: {
        columnConfig: { Industry: { instructions: 'Keep: software' }, Country: { instructions: 'Keep: US, UK' } },
      },
      rowCount: upload.data.rowCount,
    },
  });
  if (started.error || started.response.status !== 200) throw new Error('filter: ' + JSON.stringify(started.error));
  // POST /api/filter, progress and results declare no response schema yet (the document says so: no content),
  // so their JSON is read as such; the upload above is fully typed.
  const filterId = (started.data as unknown as { filterId: string }).filterId;
  const params = { path: { filterId } };
  let status = 'processing';
  for (let polls = 0; status !== 'completed' && status !== 'failed'; polls++) {
    if (polls > 600) throw new Error('job still ' + status);
    if (polls) await new Promise((resolve) => setTimeout(resolve, 100));
    const progress = await client.GET('/api/progress/{filterId}', { params, parseAs: 'json' });
    if (progress.error) throw new Error('progress: ' + JSON.stringify(progress.error));
    status = (progress.data as unknown as { status: string }).status;
  }
  const results = await client.GET('/api/results/{filterId}', { params: { ...params, query: { view: 'kept' } }, parseAs: 'json' });
  const exported = await client.GET('/api/export/{filterId}', { params: { ...params, query: { format: 'csv' } }, parseAs: 'text' });
  const missing = await client.GET('/api/results/{filterId}', { params: { path: { filterId: 'no-such-job' } } });
  return {
    fileId,
    filterId,
    status,
    results: results.data as unknown as { rows?: Array<Record<string, unknown>> } & Record<string, unknown>,
    csv: exported.data as unknown as string,
    missing: { status: missing.response.status, error: missing.error },
  };
}
`;

const csv = ['Company,Industry,Country', 'Acme,Software,US', 'Globex,Banking,UK', 'Initech,Software,DE', 'Hooli,Software,UK'].join('\n');

describe(`a client generated from the OpenAPI document (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let baseUrl: string;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    mkdirSync(scratchRoot, { recursive: true });
    dir = mkdtempSync(path.join(scratchRoot, 'leadsift-openapi-client-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await ctx.close();
  });

  it('generates types that check an integrator’s code, and runs upload → job → results → export through them', async () => {
    const served = await fetch(`${baseUrl}/api/docs/json`);
    expect(served.status).toBe(200);
    const document = (await served.json()) as {
      servers?: Array<{ url: string }>;
      paths: Record<string, Record<string, { operationId?: string; summary?: string; requestBody?: unknown; responses: object }>>;
    };
    expect(document.servers?.[0]?.url).toBe(ctx.config.BASE_URL);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !op.operationId || !op.summary)).toEqual([]);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(JSON.stringify(document.paths['/api/upload']?.post?.requestBody)).toContain('"format":"binary"');
    expect(Object.keys(document.paths['/api/admin/users/{userId}/role']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '429']),
    );

    const schema = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    expect(schema).toContain('postUpload: {');
    writeFileSync(path.join(dir, 'schema.ts'), schema);
    writeFileSync(path.join(dir, 'flow.ts'), flowSource);

    // The integrator's code must type-check against the generated types (a wrong path or body field fails here).
    const program = ts.createProgram([path.join(dir, 'flow.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const { listCleanerFlow } = (await import(pathToFileURL(path.join(dir, 'flow.ts')).href)) as {
      listCleanerFlow: (baseUrl: string, token: string, csv: string) => Promise<Record<string, unknown>>;
    };
    const outcome = (await listCleanerFlow(baseUrl, user.token, csv)) as {
      status: string;
      results: Record<string, unknown>;
      csv: string;
      missing: { status: number; error: unknown };
    };
    expect(outcome.status).toBe('completed');
    expect(JSON.stringify(outcome.results)).toContain('Acme');
    expect(JSON.stringify(outcome.results)).not.toContain('Globex');
    expect(outcome.csv.split(/\r?\n/)[0]).toContain('Company');
    expect(outcome.csv).toContain('Acme');
    expect(outcome.csv).toContain('Hooli');
    expect(outcome.csv).not.toContain('Initech');
    // The 404 the document promises comes with the shared error shape.
    expect(outcome.missing.status).toBe(404);
    expect(outcome.missing.error).toEqual({ error: expect.any(String) });
  });
});
