import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAuthEndpoints, authBasePath } from '../identity/http-endpoints.ts';
import { createTestUser, randomAddress, type TestUser } from '../test/factories.ts';
import { testDriver } from '../test/test-db.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { findNul, nulMessage } from './nul-guard.ts';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie' };
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Probe = { method: string; url: string; field: string; payload?: unknown };

const NUL = '\0';
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A value of the property's type holding a NUL: a string, or a list of one. */
const nulValueFor = (schema: Schema | undefined) => ([schema?.type].flat().includes('array') ? [NUL] : NUL);

/**
 * For one operation of the OpenAPI document: a NUL in each path id (the other ids plausible), in each query
 * parameter, and in each property of its JSON body (or one property of its own when the body declares none).
 */
function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const urlWith = (nulIn?: string) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === nulIn ? `a${encodeURIComponent(NUL)}b` : 'no-such-id'));
  const probes: Probe[] = [];
  for (const name of pathNames) probes.push({ method, url: urlWith(name), field: name });
  for (const { name } of params.filter((p) => p.in === 'query')) {
    probes.push({ method, url: `${urlWith()}?${name}=${encodeURIComponent(NUL)}`, field: name });
  }
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (op.requestBody && method !== 'GET') {
    const properties = Object.entries(json?.properties ?? {});
    if (properties.length === 0) probes.push({ method, url: urlWith(), field: 'note', payload: { note: NUL } });
    for (const [name, schema] of properties) {
      const value = nulValueFor(schema);
      probes.push({ method, url: urlWith(), field: Array.isArray(value) ? `${name}.0` : name, payload: { [name]: value } });
    }
  }
  return probes;
}

describe(`a NUL character anywhere in a request answers 400 naming the field, never 5xx (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const send = (probe: Probe, headers: Record<string, string> = admin.headers) =>
    ctx.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      remoteAddress: randomAddress(),
      headers: { ...headers, origin: new URL(ctx.config.BASE_URL).origin },
      ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
    });

  it('finds NULs in strings and keys at any depth, without recursion', () => {
    expect(findNul({ a: 'ok', b: [{ c: `x${NUL}` }] })).toBe('b.0.c');
    expect(findNul({ [`k${NUL}`]: 1 })).toBe('a key');
    expect(findNul(`${NUL}`)).toBe('');
    expect(findNul({ a: 'fine', n: 1, z: null, t: true })).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });

  it('walks every operation of the OpenAPI document with a NUL in each path id, query parameter and JSON field', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, Partial<Record<string, Operation>>> };
    const probes: Probe[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of methods) {
        const op = item[method];
        if (!op) continue;
        operations++;
        probes.push(...probesOf(path, method.toUpperCase(), op));
      }
    }
    // The document is the app's own: every module's routes are in it.
    expect(operations).toBeGreaterThanOrEqual(60);
    expect(probes.length).toBeGreaterThan(operations);

    const failures: string[] = [];
    for (const probe of probes) {
      for (const headers of [admin.headers, {}]) {
        const res = await send(probe, headers);
        const expected = nulMessage(probe.field);
        if (res.statusCode !== 400 || res.json().error !== expected) {
          failures.push(
            `${probe.method} ${probe.url} ${JSON.stringify(probe.payload ?? '')} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in better-auth’s endpoints too: sign-in, social, callback, session, sign-out', async () => {
    const probes: Probe[] = [
      { method: 'POST', url: `${authBasePath}/sign-in/email`, field: 'email', payload: { email: `a${NUL}@example.com`, password: 'x' } },
      { method: 'POST', url: `${authBasePath}/sign-in/email`, field: 'password', payload: { email: admin.email, password: `p${NUL}` } },
      {
        method: 'POST',
        url: `${authBasePath}/sign-in/email?next=${encodeURIComponent(NUL)}`,
        field: 'next',
        payload: { email: 'a@b.c', password: 'p' },
      },
      { method: 'GET', url: `${authBasePath}/sign-in${encodeURIComponent(NUL)}/email`, field: 'path' },
      {
        method: 'POST',
        url: '/api/setup/admin',
        field: 'email',
        payload: { name: 'A', email: `a${NUL}@example.com`, password: 'secret1' },
      },
    ];
    for (const { path, methods: allowed } of httpAuthEndpoints) {
      const url = `${authBasePath}${path.replace(/:[^/]+/g, 'google')}`;
      for (const method of allowed) {
        probes.push({ method, url: `${url}?state=${encodeURIComponent(NUL)}`, field: 'state' });
        if (method === 'POST') probes.push({ method, url, field: 'provider', payload: { provider: NUL, callbackURL: '/' } });
      }
    }
    for (const probe of probes) {
      const res = await send(probe, {});
      expect(res.statusCode, `${probe.method} ${probe.url}: ${res.body}`).toBe(400);
      expect(res.json().error).toBe(nulMessage(probe.field));
    }
    // A form-encoded OAuth body holds its NUL as %00 until decoded (docs/security.md): 400 too, not 500.
    for (const [path, form, field] of [
      ['/oauth2/revoke', 'token=lso_a%00b', 'token'],
      ['/oauth2/token', 'grant_type=refresh_token&refresh_token=x%00y&client_id=c', 'refresh_token'],
      ['/oauth2/token', 'grant_type=authorization_code&code%00=x', 'a key'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${authBasePath}${path}`,
        remoteAddress: randomAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expect(res.statusCode, `${path} ${form}: ${res.body}`).toBe(400);
      expect(res.json().error).toBe(nulMessage(field));
    }
    // The account is untouched and the sign-in form still works.
    const ok = await send(
      { method: 'POST', url: `${authBasePath}/sign-in/email`, field: '', payload: { email: admin.email, password: admin.password } },
      {},
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
