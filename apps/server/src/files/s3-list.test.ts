import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { createS3Storage, s3Config } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

describe('S3 store against a real S3-compatible server (s3rver)', () => {
  let s3: S3Server;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3Storage(s3Config(s3.env as never)!);
  });
  afterAll(() => s3?.close());

  const keys = async () => {
    const found: string[] = [];
    for await (const file of storage.list()) found.push(file.key);
    return found.sort();
  };

  it('stores, reads, lists and deletes files', async () => {
    const a = await storage.put(Readable.from([Buffer.from('a,b\n1,2\n')]), { extension: 'csv' });
    const b = await storage.put(Readable.from([Buffer.from('x')]), { extension: 'csv' });
    expect(a.size).toBe(8);
    const chunks: Buffer[] = [];
    for await (const c of storage.get(a.key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');
    expect(await keys()).toEqual([a.key, b.key].sort());
    for await (const file of storage.list()) expect(Date.now() - file.modifiedAt.getTime()).toBeLessThan(60_000);
    await storage.delete(a.key);
    expect(await keys()).toEqual([b.key]);
    await storage.delete(b.key);
    expect(await keys()).toEqual([]);
  });
});
