import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { createLimiter } from '../../lib/semaphore.ts';
import type { RecordSource } from './csv.ts';
import { TabularError, tabularMessages, xlsxLimits } from './errors.ts';
import { openWorkbookRecords } from './xlsx-read.ts';
import type { WorkerInput, WorkerMessage } from './xlsx-worker.ts';

const workerUrl = new URL('./xlsx-worker.ts', import.meta.url);

/** The workbook workers of this process (ADR 0032): a read waits here, within its deadline, for its turn. */
const workbookReaders = createLimiter(xlsxLimits.workersAtOnce);

/** A turn to run a workbook worker, held until the read closes; a deadline passed while waiting is `tooSlow`. */
function takeReaderTurn(signal: AbortSignal | undefined): Promise<() => void> {
  return new Promise((granted, refused) => {
    workbookReaders
      .run(() => new Promise<void>((done) => granted(done)), signal)
      .catch(() => refused(new TabularError(tabularMessages.tooSlow)));
  });
}

export type XlsxOptions = {
  readXls?: boolean;
  /** Aborted when the read has taken too long: the worker is ended and the read fails with `tooSlow`. */
  signal?: AbortSignal;
  /** The worker's heap cap, in MB (tests lower it). */
  heapMb?: number;
  /**
   * Read in this thread instead (no heap cap, no deadline): for trusted files and for tests that read
   * many tiny damaged workbooks, where starting a worker for each would dominate.
   */
  inThread?: boolean;
};

/**
 * Opens the first visible sheet of an XLSX (or, with `readXls`, of an old .xls) as raw records, read in a
 * worker thread whose heap is capped (ADR 0032): a workbook that escapes every bound of the reader ends
 * that worker ("needs more memory", a 400), never the server; a read past its deadline ends it too. A
 * process runs `xlsxLimits.workersAtOnce` such workers: another read waits for its turn, within its deadline.
 */
export async function openXlsxRecords(
  source: string | Readable,
  options: XlsxOptions = {},
): Promise<{ info: { sheetName: string } } & RecordSource> {
  let filePath: string;
  let spoolDir: string | undefined;
  if (typeof source === 'string') {
    filePath = source;
  } else {
    // The zip directory sits at the end of the file: a stream is spooled to disk first.
    spoolDir = await mkdtemp(path.join(tmpdir(), 'leadsift-xlsx-'));
    filePath = path.join(spoolDir, 'upload.xlsx');
    await pipeline(source, createWriteStream(filePath));
  }
  if (options.inThread) return openInThread(filePath, await open(filePath, 'r'), options.readXls ?? false, spoolDir);
  let endTurn = () => {};
  let file: FileHandle;
  try {
    endTurn = await takeReaderTurn(options.signal);
    file = await open(filePath, 'r');
  } catch (err) {
    endTurn();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
    throw err;
  }
  const channel = new WorkerChannel(
    { path: filePath, fd: file.fd, readXls: options.readXls ?? false },
    options.heapMb ?? xlsxLimits.workerHeapMb,
    options.signal,
  );
  // The turn ends when the worker does (its heap is gone), however it ends: closed, refused, past its deadline.
  void channel.exited.then(endTurn);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await channel.end();
    // The worker reads through this descriptor: it is closed only once the worker has ended.
    await file.close();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
  };
  try {
    const opened = await channel.receive();
    if (opened.type !== 'opened') throw new TabularError(tabularMessages.corrupt);
    async function* chunks(): AsyncGenerator<string[][], undefined> {
      try {
        channel.send('next');
        for (;;) {
          const message = await channel.receive();
          if (message.type !== 'rows') return undefined;
          // The next rows are read while these are written.
          channel.send('next');
          yield message.rows;
        }
      } finally {
        await close();
      }
    }
    return { info: { sheetName: opened.sheetName }, chunks: chunks(), close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function openInThread(filePath: string, file: FileHandle, readXls: boolean, spoolDir: string | undefined) {
  const release = async () => {
    await file.close();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
  };
  try {
    const opened = await openWorkbookRecords(filePath, file.fd, { readXls });
    return {
      info: opened.info,
      chunks: opened.chunks,
      close: async () => {
        await opened.close();
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/** The main thread's end of one worker: its messages in order, its failure as the user's message. */
class WorkerChannel {
  private readonly worker: Worker;
  private readonly queue: WorkerMessage[] = [];
  private waiter: { resolve: (m: WorkerMessage) => void; reject: (err: Error) => void } | undefined;
  private failure: Error | undefined;
  /** Settles when the worker thread has exited. */
  readonly exited: Promise<void>;
  private readonly signal: AbortSignal | undefined;
  private readonly onAbort = () => this.fail(new TabularError(tabularMessages.tooSlow));

  constructor(input: WorkerInput, heapMb: number, signal?: AbortSignal) {
    this.signal = signal;
    this.worker = new Worker(workerUrl, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    });
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'error')
        this.fail(message.statusCode ? new TabularError(message.message, message.statusCode) : new Error(message.message));
      else this.deliver(message);
    });
    this.worker.on('error', (err: Error & { code?: string }) => {
      this.fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TabularError(tabularMessages.outOfMemory) : err);
    });
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.once('exit', () => this.fail(new TabularError(tabularMessages.corrupt)));
    if (signal?.aborted) this.onAbort();
    else signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  send(command: 'next' | 'close'): void {
    if (!this.failure) this.worker.postMessage(command);
  }

  receive(): Promise<WorkerMessage> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  private deliver(message: WorkerMessage): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) waiter.resolve(message);
    else this.queue.push(message);
  }

  /** The first failure wins; the worker is ended (a deadline or a refusal needs nothing more from it). */
  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.queue.length = 0;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(err);
    void this.worker.terminate();
  }

  /** Ends the worker and waits until it has exited. */
  async end(): Promise<void> {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.fail(new TabularError(tabularMessages.corrupt));
    await this.exited;
  }
}
