import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

const valid = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', company: 'Navy' };

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('demo requests', () => {
  let receiver: Server;
  const received: unknown[] = [];
  let failuresLeft = 1;
  let ctx: TestContext;

  beforeAll(async () => {
    // A local webhook receiver that fails the first delivery: the forward must be retried, not lost.
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failuresLeft-- > 0) {
          res.writeHead(503).end();
          return;
        }
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const { port } = receiver.address() as AddressInfo;
    ctx = await createTestApp({ env: { DEMO_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` } });
  });
  afterAll(async () => {
    await ctx.close();
    receiver.close();
  });

  it.each([
    [{ ...valid, firstName: '   ' }, 'firstName'],
    [{ ...valid, company: '' }, 'company'],
    [{ ...valid, email: 'grace hopper@navy.example' }, 'email'],
    [{ ...valid, email: 'not-an-email' }, 'email'],
  ])('rejects %o with a 400 naming %s', async (payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/demo-requests', payload, remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it('stores a valid request and forwards it as JSON, retrying a failed delivery', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/demo-requests', payload: valid, remoteAddress: '10.1.1.2' });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.runtime.db.select().from(demoRequests);
    expect(rows).toHaveLength(1);
    const body = await waitFor(async () => received[0]);
    expect(body).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@navy.example',
      company: 'Navy',
      context: { pageName: 'Demo Request' },
    });
    const [row] = await ctx.runtime.db.select().from(demoRequests);
    expect(row?.forwardedAt).toBeInstanceOf(Date);
    expect(row?.forwardAttempts).toBe(2);
  });

  it('is rate limited per IP', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await ctx.app.inject({ method: 'POST', url: '/api/demo-requests', payload: valid, remoteAddress: '10.1.1.3' })).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(codes.at(-1)).toBe(429);
  });
});
