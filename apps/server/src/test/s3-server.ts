import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.ts';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  /** The four S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** s3rver accepts this access key (and does not check the secret: it does not verify V4 signatures). */
export const s3rverAccessKey = 'S3RVER';

/**
 * A real S3-protocol server (the `s3rver` package) in a process of its own on 127.0.0.1, with one bucket,
 * its objects in a temporary folder. A process of its own keeps its memory out of the test's measurements.
 */
export async function startS3Server(bucket = 'leadsift'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'leadsift-s3-'));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started = Date.now();
  while (!output.includes('listening')) {
    if (child.exitCode !== null) throw new Error(`s3rver did not start: ${output}`);
    if (Date.now() - started > 30_000) throw new Error(`s3rver did not start within 30 s: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: s3rverAccessKey, S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
