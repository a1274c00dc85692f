/**
 * The worker thread that reads one workbook (started by xlsx.ts with a capped heap, ADR 0032). It opens
 * the sheet, then answers each `next` with the next rows (a few thousand at a time) until `end`; a
 * failure is posted as `error` (a TabularError keeps its message and status).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TabularError } from './errors.ts';
import { openWorkbookRecords } from './xlsx-read.ts';

export type WorkerInput = { path: string; fd: number; readXls: boolean };
export type WorkerMessage =
  | { type: 'opened'; sheetName: string }
  | { type: 'rows'; rows: string[][] }
  | { type: 'end' }
  | { type: 'error'; message: string; statusCode?: number };

/** Rows posted at once: enough to keep the row writer busy, few enough to stay small (by count and by text). */
const rowsPerMessage = 2000;
const charsPerMessage = 4 * 1024 * 1024;

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const fail = (err: unknown) => {
  if (err instanceof TabularError) post({ type: 'error', message: err.message, statusCode: err.statusCode });
  else post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
};

const { path, fd, readXls } = workerData as WorkerInput;
try {
  const opened = await openWorkbookRecords(path, fd, { readXls });
  post({ type: 'opened', sheetName: opened.info.sheetName });
  let busy = Promise.resolve();
  port.on('message', (command: 'next' | 'close') => {
    busy = busy.then(async () => {
      if (command === 'close') {
        await opened.close();
        port.close();
        return;
      }
      try {
        const rows: string[][] = [];
        let chars = 0;
        while (rows.length < rowsPerMessage && chars < charsPerMessage) {
          const next = await opened.chunks.next();
          if (next.done) break;
          for (const row of next.value) {
            rows.push(row);
            for (const cell of row) chars += cell.length;
          }
        }
        post(rows.length ? { type: 'rows', rows } : { type: 'end' });
      } catch (err) {
        fail(err);
      }
    });
  });
} catch (err) {
  fail(err);
}
