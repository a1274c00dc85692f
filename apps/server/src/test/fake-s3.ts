import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on loopback with one bucket, for the S3 store's tests. */
export type FakeS3 = { env: Record<string, string>; bucket: string; close: () => Promise<void> };

export async function startFakeS3(bucket = 'leadsift-test'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'leadsift-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    bucket,
    // s3rver checks signatures made with its default key pair.
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
