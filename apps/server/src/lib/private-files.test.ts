import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrivate, secureDataFolders } from './private-files.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('makePrivate', () => {
  it('removes group and world bits from a folder and everything below it, once, leaving links alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-private-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'db/base'), { recursive: true });
    writeFileSync(path.join(dir, 'db/base/1'), 'x');
    writeFileSync(path.join(dir, 'auth-secret'), 'x');
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'db'), 0o777);
    chmodSync(path.join(dir, 'db/base/1'), 0o666);
    chmodSync(path.join(dir, 'auth-secret'), 0o600);
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside`);
    writeFileSync(outside, 'x', { mode: 0o644 });
    made.push(outside);
    symlinkSync(outside, path.join(dir, 'link'));

    expect(makePrivate(dir)).toMatchObject({ failed: [] });
    const mode = (p: string) => statSync(path.join(dir, p)).mode & 0o777;
    expect([mode('.'), mode('db'), mode('db/base/1'), mode('auth-secret')]).toEqual([0o700, 0o700, 0o600, 0o600]);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(makePrivate(dir).fixed).toBe(0);
  });

  it('creates a missing folder 0700, and logs one line only when something changed', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'leadsift-private-'));
    made.push(parent);
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn ${m}`) };
    const dir = path.join(parent, 'data');
    secureDataFolders([dir, path.join(dir, 'files')], log);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(lines).toEqual([]);
    writeFileSync(path.join(dir, 'upload'), 'x', { mode: 0o644 });
    chmodSync(path.join(dir, 'upload'), 0o644);
    secureDataFolders([dir, path.join(dir, 'files')], log);
    expect(lines).toEqual([`${dir}: removed group/world access from 1 files and folders (data is private to this user)`]);
  });
});
