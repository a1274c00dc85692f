import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IngestProgress } from './uploads.service.ts';

/** The media type a client asks for to get the upload's progress as it happens (docs/product.md#uploads). */
export const progressMediaType = 'application/x-ndjson';

export type ProgressLine =
  | { type: 'stored'; bytes: number }
  | { type: 'waiting'; message: string }
  | { type: 'rows'; rows: number }
  | { type: 'done'; result: unknown }
  | { type: 'error'; status: number; error: string };

/** What a stored upload waiting for an ingest slot shows (ADR 0032). */
export const waitingMessage = 'Waiting for a free slot';

export function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(progressMediaType);
}

/**
 * Runs an ingest with its progress streamed as NDJSON lines once the file is stored: `stored`, then `rows`
 * as they are written (from then on), then `done` with the usual answer or `error` with its status. Until the file is
 * stored nothing is sent, so a refused upload (wrong type, too large) still answers with its status and
 * `{ error }`. A client that goes away cancels the ingest (which then leaves nothing behind).
 */
export async function streamIngest<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ingest: (progress: IngestProgress) => Promise<T>,
  errorOf: (err: unknown) => { status: number; error: string },
): Promise<T | FastifyReply> {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('The upload was cancelled'));
  });
  const out = new PassThrough();
  const write = (line: ProgressLine) => {
    if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
  };
  let streaming = false;
  let rowsBefore = 0;
  let started: () => void = () => {};
  const stored = new Promise<void>((resolve) => (started = resolve));
  const running = ingest({
    signal: abort.signal,
    onStored: (bytes) => {
      streaming = true;
      write({ type: 'stored', bytes });
      if (rowsBefore > 0) write({ type: 'rows', rows: rowsBefore });
      started();
    },
    onWaiting: () => write({ type: 'waiting', message: waitingMessage }),
    // A CSV is parsed while it arrives: the rows read before the last byte is stored are reported right
    // after `stored` (until then the client shows the bytes it has sent).
    onRows: (rows) => {
      if (streaming) write({ type: 'rows', rows });
      else rowsBefore = rows;
    },
  });
  // Failing before the file is stored: an ordinary answer.
  await Promise.race([stored, running]);
  if (!streaming) return running;
  running.then(
    (result) => out.end(`${JSON.stringify({ type: 'done', result } satisfies ProgressLine)}\n`),
    (err: unknown) => {
      if (!abort.signal.aborted) request.log.warn({ err }, 'upload failed while parsing');
      out.end(`${JSON.stringify({ type: 'error', ...errorOf(err) } satisfies ProgressLine)}\n`);
    },
  );
  reply.type(progressMediaType).header('cache-control', 'no-store').header('x-accel-buffering', 'no');
  return reply.send(out);
}
