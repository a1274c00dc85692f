import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's database runs inside this process's memory, so its buffer cache counts against the server's RSS:
 * 16 MB instead of PostgreSQL's 128 MB default (the operating system still caches the data files). ADR 0012.
 */
export const pgliteSharedBuffers = '16MB';

/** Opens (creating on first use) a PGlite database in `dir`, or in memory for `memory://`. */
export async function openPglite(dir: string): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`];
  if (!dir.startsWith('memory://') && !existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    await initialiseInWorker(dir);
  }
  return PGlite.create(dir, { startParams });
}

/**
 * A new data folder is created (initdb) in a worker thread: the ~400 MB that initdb's WebAssembly instance
 * leaves behind go with the thread instead of staying in the server's RSS until a full collection.
 */
async function initialiseInWorker(dir: string): Promise<void> {
  // Top-level await makes Node run the evaluated code as an ES module.
  const worker = new Worker(
    `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
     const { workerData, parentPort } = await import('node:worker_threads');
     const db = await PGlite.create(workerData);
     await db.close();
     parentPort.postMessage('done');`,
    { eval: true, workerData: dir },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initialisation exited with ${code}`))));
  });
  await worker.terminate();
}
