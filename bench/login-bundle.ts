// The JavaScript a browser downloads to show the login page (under 250 KB gzip). The built app
// is served with compression by the real server; Chromium opens /login and the encoded sizes of every
// script response are added up. Usage: node bench/login-bundle.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './bench-kit.ts';

const port = await new Promise<number>((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const address = srv.address();
    srv.close(() => resolve(typeof address === 'object' && address ? address.port : 3300));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--experimental-strip-types', path.join(root, 'scripts/start.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'leadsift-bundle-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (i > 600) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts: { url: string; encoded: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request.sizes().then((sizes) => scripts.push({ url: new URL(request.url()).pathname, encoded: sizes.responseBodySize }));
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  const sent = scripts.reduce((n, s) => n + s.encoded, 0);
  // The target is in gzip: the same files gzipped here (the browser was sent brotli, smaller still).
  const gzip = scripts.reduce((n, s) => n + gzipSync(readFileSync(path.join(root, 'apps/web/dist', s.url))).length, 0);
  console.log('### Login-page JavaScript\n');
  console.log('| scripts loaded by /login | gzip | as sent (brotli) | target |');
  console.log('|---:|---:|---:|---:|');
  console.log(`| ${scripts.length} | ${(gzip / 1024).toFixed(1)} KB | ${(sent / 1024).toFixed(1)} KB | < 250 KB gzip |`);
} finally {
  server.kill('SIGTERM');
}
