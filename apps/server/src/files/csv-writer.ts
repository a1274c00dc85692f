/**
 * A streaming CSV writer (ADR 0041): UTF-8 with a byte order mark (Excel reads a CSV as UTF-8 only then),
 * RFC 4180 quoting and CRLF line ends. Like the XLSX writer it reads the next batch of rows only when the
 * reader of the file has taken the previous piece, so an export of millions of rows holds one batch.
 * Every cell passes through the shared `csvCell`, which defuses formulas, also after a `;`, tab or `|` (docs/security.md).
 */
import { Readable } from 'node:stream';
import { CSV_BOM, csvCell } from '@leadsift/shared';
import type { XlsxBatches } from './xlsx-writer.ts';

/** The size of the pieces handed to the reader, in UTF-16 code units (about the same in bytes). */
const chunkChars = 64 * 1024;

async function* csvPieces(batches: XlsxBatches): AsyncGenerator<Buffer> {
  let text = CSV_BOM;
  for await (const batch of batches) {
    for (const cells of batch) {
      text += cells.map(csvCell).join(',') + '\r\n';
      if (text.length >= chunkChars) {
        yield Buffer.from(text);
        text = '';
      }
    }
  }
  if (text !== '') yield Buffer.from(text);
}

/** The rows (header first) as one CSV file's bytes. */
export function writeCsv(batches: XlsxBatches): Readable {
  return Readable.from(csvPieces(batches), { objectMode: false });
}
