import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createRuntime } from '../runtime.ts';
import { startProcess } from '../test/processes.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { testDriver } from '../test/test-db.ts';
import { checkS3Storage, createS3Storage, S3SettingsError, type S3Settings } from './s3-storage.ts';
import { fileKey } from './storage.ts';

const mb = 1024 * 1024;

/** `total` bytes in 1 MB chunks whose content changes chunk by chunk, hashed as they are produced. */
function generated(total: number, hash: ReturnType<typeof createHash>): Readable {
  async function* chunks() {
    for (let i = 0; i * mb < total; i++) {
      const chunk = Buffer.alloc(Math.min(mb, total - i * mb), `chunk ${i} of a large upload;`);
      hash.update(chunk);
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The peak RSS while `fn` runs, sampled every 20 ms. */
async function peakRss<T>(fn: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const value = await fn();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

// The store itself does not depend on the database driver: these run in the PGlite pass only.
describe.skipIf(testDriver === 'postgres')('S3 storage against a real S3 server (s3rver)', () => {
  let s3: S3Server;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startS3Server();
    settings = { endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: 'S3RVER' };
  });
  afterAll(() => s3?.close());

  it('stores a 200 MB file in parts and streams it back without holding it in memory', async () => {
    const storage = createS3Storage(settings);
    // A first, smaller file warms up what every upload allocates once (the HTTP client, its pools).
    await storage.delete((await storage.put(generated(16 * mb, createHash('sha256')))).key);
    const written = createHash('sha256');
    const before = process.memoryUsage.rss();
    const put = await peakRss(() => storage.put(generated(200 * mb, written), { extension: 'csv' }));
    expect(put.value.size).toBe(200 * mb);

    const read = createHash('sha256');
    const got = await peakRss(async () => {
      let bytes = 0;
      for await (const chunk of storage.get(put.value.key)) {
        read.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      return bytes;
    });
    expect(got.value).toBe(200 * mb);
    expect(read.digest('hex')).toBe(written.digest('hex'));
    // Parts of 8 MB are held one at a time (measured: +40 MB at most); a file held whole would add 200 MB or more.
    expect(Math.max(put.peak, got.peak) - before).toBeLessThan(150 * mb);
    await storage.delete(put.value.key);
  }, 240_000);

  it('a missing object is a missing file (ENOENT), and deleting it again is not an error', async () => {
    const storage = createS3Storage(settings);
    const key = fileKey('csv');
    const chunks: unknown[] = [];
    const err = await (async () => {
      for await (const chunk of storage.get(key)) chunks.push(chunk);
    })().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('the start-up check accepts the bucket, and names the setting that is wrong', async () => {
    await expect(checkS3Storage(settings)).resolves.toBeUndefined();
    await expect(checkS3Storage({ ...settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      `S3 storage: bucket "no-such-bucket" at ${s3.endpoint} does not exist (NoSuchBucket). Create it or fix S3_BUCKET.`,
    );
    await expect(checkS3Storage({ ...settings, accessKeyId: 'WRONG' })).rejects.toThrow(
      /refused the credentials \(InvalidAccessKeyId\)\. Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\.$/,
    );
    const closed = await checkS3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' }).catch((e: unknown) => e);
    expect(closed).toBeInstanceOf(S3SettingsError);
    expect((closed as Error).message).toMatch(/^S3 storage: http:\/\/127\.0\.0\.1:9 is not reachable \(.+\)\. Check S3_ENDPOINT\.$/);
  });

  it('a server with a missing bucket stops at start-up with one line, before it touches the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-s3-start-'));
    try {
      const p = startProcess('server', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...s3.env, S3_BUCKET: 'missing' });
      expect(await p.exited).toBe(1);
      const lines = p.output().trim().split('\n');
      expect(lines.at(-1)).toBe(
        `S3 storage: bucket "missing" at ${s3.endpoint} does not exist (NoSuchBucket). Create it or fix S3_BUCKET.`,
      );
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('createRuntime refuses a bucket it cannot use', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-s3-rt-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY_ID: 'WRONG' });
      await expect(createRuntime(config, { log: createLogger('silent') })).rejects.toBeInstanceOf(S3SettingsError);
      expect(readdirSync(dataDir)).not.toContain('db');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
