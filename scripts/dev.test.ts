// `npm run dev` as a developer runs it: the server (node --watch) and Vite, the login page served by Vite and
// the API reached through Vite's proxy. Ports and DATA_DIR are the test's own; ENV_FILE points at an empty file
// so a developer's .env changes nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'leadsift-dev-'));

/** Polls `url` until it answers 2xx (or the child ends); returns the last response. */
async function waitFor(url: string, child: ChildProcess): Promise<Response | undefined> {
  let response: Response | undefined;
  while (child.exitCode === null && !response?.ok) {
    response = await fetch(url).catch(() => undefined);
    if (!response?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return response;
}

describe('npm run dev', { timeout: 240_000 }, () => {
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(async () => {
    // concurrently -k stops both halves when it is stopped; the group is killed in case it is not.
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the login page through Vite and the API through its proxy', async () => {
    const port = await freePort();
    const webPort = await freePort();
    const envFile = path.join(work, 'empty.env');
    writeFileSync(envFile, '');
    child = spawn('npm', ['run', 'dev'], {
      cwd: repo,
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.homedir(),
        ENV_FILE: envFile,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DEV_PORT: String(webPort),
        DATA_DIR: path.join(work, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const web = `http://localhost:${webPort}`;
    const config = await waitFor(`${web}/api/auth-config`, child);
    expect(config?.status, output).toBe(200);
    expect(((await config!.json()) as { needsSetup: boolean }).needsSetup).toBe(true);

    const login = await fetch(`${web}/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<div id="root">');
    // Vite's dev client, not a built bundle: the page is served from the sources.
    expect(html).toContain('/@vite/client');
  });
});
