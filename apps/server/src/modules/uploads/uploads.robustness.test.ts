// Uploads that are too large, trickle in (slowloris) or are cut off by the client leave
// no file, no upload row and nothing held open, over real HTTP (a listening server, a raw socket).
import { readdirSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { tabularMessages } from '../../files/parse/index.ts';
import { busyMessage } from '../../lib/limiter.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { INGEST_SLOTS } from './uploads.routes.ts';
import { uploadDeps } from './upload-slots.ts';
import { storedFiles } from './uploads.test-helpers.ts';

const boundary = '----leadsift-robustness';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const csv = (bytes: number) => {
  const line = 'Acme Corporation,Software,Germany,Berlin\n';
  return Buffer.from('Company,Industry,Country,City\n' + line.repeat(Math.ceil(bytes / line.length)));
};

/** The request line and headers of a multipart upload whose body will be `length` bytes. */
function requestHead(user: TestUser, length: number): string {
  return [
    'POST /api/upload HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: ${user.headers.authorization}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

async function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** Resolves with the server's whole answer (status line to the end of its body), or '' when it closed without one. */
const answerOf = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    const done = () => {
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const length = Number(/content-length: (\d+)/i.exec(answer.slice(0, end))?.[1] ?? 0);
      return Buffer.byteLength(answer.slice(end + 4)) >= length;
    };
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
      if (done()) resolve(answer);
    });
    socket.on('error', () => {});
    socket.once('close', () => resolve(answer));
  });

/** Resolves when the server closed the connection, with what it answered (if anything). */
const closedByServer = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {});
    socket.once('close', () => resolve(answer));
  });

async function waitFor(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(25);
  }
}

// A full collection before each heap reading (vitest does not start Node with --expose-gc).
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * The JavaScript heap plus memory outside it (Buffers, where received bodies live), after a collection.
 * Collected twice with a pause between: V8 frees the memory of dead ArrayBuffers after the collection that
 * found them, so one collection still counts buffers of uploads that are gone (a CSV is parsed while it
 * arrives, so an aborted upload has had COPY buffers too).
 */
async function heapMb(): Promise<number> {
  collect();
  await new Promise((resolve) => setTimeout(resolve, 50));
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 ** 2;
}

describe.each([{ timeouts: { idleMs: 600, graceMs: 1_000, minBytesPerSecond: 4_000, checkMs: 100 } }])(
  'upload robustness',
  ({ timeouts }) => {
    let ctx: TestContext;
    let user: TestUser;
    let port: number;

    beforeAll(async () => {
      ctx = await createTestApp({ work: false, env: { MAX_UPLOAD_MB: '1' }, app: { bodyTimeouts: timeouts } });
      user = await createTestUser(ctx);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(() => ctx.close());

    const counts = async () => {
      const rows = (await ctx.runtime.db.execute(sql`SELECT count(*)::int AS n FROM upload_rows`)) as unknown as { rows: { n: number }[] };
      return { uploads: await ctx.runtime.db.$count(uploads), rows: rows.rows[0]?.n ?? -1, files: storedFiles(ctx).length };
    };
    /** Files of the storage folder this process still has open (a write stream never closed would show here). */
    const openStoredFiles = () =>
      readdirSync('/proc/self/fd').flatMap((fd) => {
        try {
          const target = readlinkSync(`/proc/self/fd/${fd}`);
          return target.startsWith(ctx.config.filesDir) ? [target] : [];
        } catch {
          return [];
        }
      });
    /** No upload still being handled: its slot is released only after its clean-up (upload-receive.ts). */
    const idle = () => {
      const { slots, streamSlots } = uploadDeps(ctx.runtime);
      return slots.running === 0 && slots.waiting === 0 && streamSlots.running === 0;
    };
    const nothingLeft = async () => {
      // Idle first: an aborted upload's row can still be inserted after its file is gone, and removed after.
      await waitFor(async () => {
        if (!idle()) return false;
        const c = await counts();
        return c.uploads === 0 && c.rows === 0 && c.files === 0 && openStoredFiles().length === 0;
      });
      expect(await counts()).toEqual({ uploads: 0, rows: 0, files: 0 });
      expect(openStoredFiles()).toEqual([]);
    };

    /** A whole upload of `rows` rows over a socket, as a browser sends it: the server's answer. */
    const uploadWhole = async (rows: number) => {
      const body = Buffer.concat([head, csv(rows), tail]);
      const socket = await open(port);
      const answered = answerOf(socket);
      socket.write(Buffer.concat([Buffer.from(requestHead(user, body.length)), body]));
      const answer = await answered;
      socket.destroy();
      return answer;
    };

    it('accepts a whole upload over the same socket path (the control case)', async () => {
      expect(await uploadWhole(50_000)).toMatch(/^HTTP\/1.1 200/);
      expect((await counts()).uploads).toBe(1);
      await ctx.runtime.db.delete(uploads);
      for (const file of storedFiles(ctx)) await ctx.runtime.storage.delete(file.split('/').pop()!);
      await nothingLeft();
    });

    it('refuses a body over MAX_UPLOAD_MB streamed in full with 413, keeping nothing of it', async () => {
      const body = Buffer.concat([head, csv(3 * 1024 * 1024), tail]);
      const socket = await open(port);
      const answered = answerOf(socket);
      socket.write(requestHead(user, body.length));
      socket.write(body);
      const answer = await answered;
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1.1 413/);
      expect(answer).toContain(tabularMessages.tooLarge(1));
      await nothingLeft();
    });

    it('closes a slowloris upload that trickles bytes, and keeps nothing of it', async () => {
      const socket = await open(port);
      const closed = closedByServer(socket);
      const started = Date.now();
      socket.write(requestHead(user, 200_000));
      socket.write(head);
      const data = csv(200_000);
      // 40 bytes every 50 ms (800 B/s): never idle, always too slow.
      for (let i = 0; !socket.destroyed && socket.readyState === 'open' && i < 400; i++) {
        socket.write(data.subarray(i * 40, i * 40 + 40));
        await Promise.race([sleep(50), closed]);
      }
      await closed;
      const seconds = (Date.now() - started) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(timeouts.graceMs / 1000);
      expect(seconds).toBeLessThan(10);
      await nothingLeft();
    });

    it('closes an upload whose client stops sending (idle), and keeps nothing of it', async () => {
      const socket = await open(port);
      const closed = closedByServer(socket);
      socket.write(requestHead(user, 500_000));
      socket.write(Buffer.concat([head, csv(100_000)]));
      await closed;
      await nothingLeft();
    });

    it('keeps nothing of uploads aborted by the client mid-body, and holds no memory for them', async () => {
      const part = Buffer.concat([head, csv(600_000)]);
      const abortOnce = async () => {
        const socket = await open(port);
        const closed = closedByServer(socket);
        socket.write(requestHead(user, part.length + 400_000 + tail.length));
        await new Promise<void>((resolve) => socket.write(part, () => resolve()));
        // The server is reading: the file exists, then the client goes away.
        await waitFor(() => storedFiles(ctx).length > 0);
        socket.destroy();
        await closed;
        await nothingLeft();
      };
      await abortOnce();
      // 15 × 600 KB would be ~9 MB if the aborted bodies were kept; the heap is measured after a collection.
      // Two rounds: kept bodies would grow both, while a one-off growth elsewhere in the process (the
      // database's own buffers warming up on a busy machine) shows in one round only.
      const growth: number[] = [];
      for (let round = 0; round < 2; round++) {
        const before = await heapMb();
        for (let i = 0; i < 15; i++) await abortOnce();
        growth.push((await heapMb()) - before);
      }
      expect(Math.min(...growth)).toBeLessThan(4);
      // The server still takes a normal upload afterwards, over a real socket as the aborted ones came: an injected
      // request has no socket bytes for the body watchdog to count, and on a loaded machine was cut off as idle.
      expect(await uploadWhole(1000)).toMatch(/^HTTP\/1.1 200/);
    });
  },
);

describe('many uploads at once', () => {
  let ctx: TestContext;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
    other = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it("past one user's share of the ingest slots and queue, answers that user 503 with Retry-After, keeps nothing of the refused, and still takes another user's uploads", async () => {
    const total = INGEST_SLOTS.running + INGEST_SLOTS.waiting + 10;
    const payload = Buffer.concat([head, csv(400_000), tail]);
    const send = (who: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const [mine, others] = await Promise.all([
      Promise.all(Array.from({ length: total }, () => send(user))),
      Promise.all(Array.from({ length: 3 }, () => send(other))),
    ]);
    const statuses = mine.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(),
    ).toBe(true);
    const refused = mine.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe(String(INGEST_SLOTS.retryAfterSeconds));
      expect(answer.json()).toEqual({ error: busyMessage('uploads', INGEST_SLOTS.retryAfterSeconds) });
    }
    // Half of the slots and half of the queue are one user's share; the other user is never shed.
    const accepted = total - refused.length;
    expect(accepted).toBeGreaterThanOrEqual(INGEST_SLOTS.running / 2 + INGEST_SLOTS.waiting / 2);
    expect(others.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await ctx.runtime.db.$count(uploads)).toBe(accepted + others.length);
    expect(storedFiles(ctx)).toHaveLength(accepted + others.length);
  });
});
