// Backup files: the dump's lines gzipped into FILE (through a temporary file, so a failed backup never
// leaves a half-written FILE behind), and read back line by line.
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './dump.ts';

async function* asText(batches: AsyncIterable<string[]>): AsyncGenerator<string> {
  for await (const lines of batches) yield `${lines.join('\n')}\n`;
}

/** Gzips the dump into `out` (a file stream, an HTTP reply). */
export async function writeDump(batches: AsyncIterable<string[]>, out: Writable): Promise<void> {
  await pipeline(Readable.from(asText(batches)), createGzip(), out);
}

/** Writes FILE atomically from a source that fills a writable stream. */
export async function writeFileAtomically(file: string, fill: (out: Writable) => Promise<void>): Promise<void> {
  const tmp = `${file}.partial`;
  try {
    await fill(createWriteStream(tmp, { mode: 0o600 }));
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** The lines of a backup file (gzip). */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (err) {
    throw new BackupError(`${file} is not a complete LeadSift backup (${(err as Error).message}).`);
  }
}

/** One line at a time from batches (copy-to feeds the dump straight into the restore). */
export async function* flatten(batches: AsyncIterable<string[]>): AsyncGenerator<string> {
  for await (const lines of batches) yield* lines;
}

/** Reads a backup through and answers its summary line, or throws when it is cut short. */
export async function checkBackupFile(file: string): Promise<{ counts: Record<string, number> }> {
  let end: { counts: Record<string, number> } | undefined;
  let first = true;
  for await (const line of readBackupLines(file)) {
    if (first && !line.startsWith('#leadsift-backup ')) throw new BackupError(`${file} is not a LeadSift backup.`);
    first = false;
    if (line.startsWith('#end ')) end = JSON.parse(line.slice(5)) as { counts: Record<string, number> };
  }
  if (!end) throw new BackupError(`${file} is incomplete: it ends before its last table.`);
  return end;
}
