// Writes the OpenAPI document the server serves at /api/docs/json to a file (the lint in `npm run lint` reads it).
// It boots the real app on a throw-away PGlite folder, so the document is the served one, not a copy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';

export async function servedOpenApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'openapi-document-only-openapi-document-only',
      BASE_URL: process.env.BASE_URL ?? 'http://localhost:3000',
    });
    const runtime = await createRuntime(config, { log: createLogger('silent'), work: false, localFiles: true });
    try {
      const app = await buildApp(runtime, { webDistDir: path.join(dataDir, 'no-web') });
      await app.ready();
      const document = (await app.inject('/api/docs/json')).json() as unknown;
      await app.close();
      return document;
    } finally {
      await runtime.close({ timeoutMs: 2000 });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const target = process.argv[2] ?? path.join(tmpdir(), 'leadsift-openapi.json');
  writeFileSync(target, JSON.stringify(await servedOpenApiDocument(), null, 2));
  console.log(`OpenAPI document written to ${target}`);
}
