import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

describe('local file storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'leadsift-files-'));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, streams back and deletes a file', async () => {
    const { key, size } = await storage.put(Readable.from(['a,b\n', '1,2\n']), { extension: 'csv' });
    expect(key).toMatch(/\.csv$/);
    expect(size).toBe(8);
    expect(await text(storage.get(key))).toBe('a,b\n1,2\n');
    await storage.delete(key);
    await expect(text(storage.get(key))).rejects.toThrow(/ENOENT/);
  });

  it('refuses keys it did not make (no path traversal)', () => {
    expect(() => storage.get('../../etc/passwd')).toThrow(/Invalid file key/);
  });

  it('leaves nothing behind when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('client went away');
  });
});
