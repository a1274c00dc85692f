import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirInUseError, lockFileOf, readLock } from './data-lock.ts';

describe('data folder lock', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'leadsift-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is taken once, refused while held, and released', () => {
    const dbDir = path.join(root, 'a', 'db');
    const lock = acquireDataLock(dbDir, './a');
    const file = lockFileOf(dbDir);
    expect(file).toBe(path.join(root, 'a', 'db.lock'));
    expect(readLock(file)).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    let error: unknown;
    try {
      acquireDataLock(dbDir, './a');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^DATA_DIR \\./a is in use by LeadSift \\(pid ${process.pid}, started \\d\\d:\\d\\d\\)\\. Stop it first, or point DATABASE_URL at PostgreSQL to run several processes\\.$`,
      ),
    );
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireDataLock(dbDir, './a').release();
  });

  it('takes over the lock of a dead process on this host, never one of another host', () => {
    const dbDir = path.join(root, 'b', 'db');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    const file = lockFileOf(dbDir);
    acquireDataLock(dbDir, './b').release();
    writeFileSync(file, JSON.stringify({ pid: deadPid, host: os.hostname(), startedAt: new Date().toISOString() }));
    const lock = acquireDataLock(dbDir, './b');
    expect(readLock(file)?.pid).toBe(process.pid);
    lock.release();

    writeFileSync(file, JSON.stringify({ pid: deadPid, host: 'another-host', startedAt: '2026-01-02T03:04:00Z' }));
    expect(() => acquireDataLock(dbDir, './b')).toThrow(/in use by LeadSift \(pid \d+ on another-host, started 2026-01-02/);
    expect(JSON.parse(readFileSync(file, 'utf8')).host).toBe('another-host');
  });

  it('keeps the control token in the lock file, readable by its owner only', () => {
    const dbDir = path.join(root, 'c', 'db');
    const lock = acquireDataLock(dbDir, './c');
    const control = lock.setControl('http://127.0.0.1:1234');
    expect(control.token).toMatch(/^[\w-]{43}$/);
    expect(readLock(lockFileOf(dbDir))?.control).toEqual(control);
    expect(statSync(lockFileOf(dbDir)).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(lockFileOf(dbDir))).toBe(false);
  });
});
