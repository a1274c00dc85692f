// Ingest benchmark: a generated lead list uploaded through the real HTTP route, upload → ready, on PGlite
// and on PostgreSQL. Usage: node bench/ingest.ts [--rows 100000,1000000] [--drivers pglite,postgres]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database
// leadsift_bench is created and dropped). Results are printed as Markdown rows for docs/BENCHMARKS.md.
// With PostgreSQL the same file is also COPYed (pg-copy-streams, CSV) into a table of 10 text columns with
// a bigserial key — the reference: upload → ready ≤ 2 × COPY.
import { once } from 'node:events';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTabular } from '../apps/server/src/files/parse/index.ts';
import {
  argOf,
  copyReference,
  memoryOf,
  postgresVersion,
  root,
  restartBenchServer,
  startBenchServer,
  stopBenchServer,
  uploadFile,
  type Driver,
} from './bench-kit.ts';
import { writeLeadCsv } from './lead-generator.ts';

/**
 * The ingest targets, set for the 1,000,000-row file: upload → ready ≤ 2 × COPY on PostgreSQL, ≤ 20 s on
 * PGlite. A smaller file's ratio is shown without a target.
 */
function targetOf(driver: Driver, rows: number, seconds: number, copySeconds: number): string {
  const ratio = `${(seconds / copySeconds).toFixed(1)}× COPY`;
  if (rows < 1_000_000) return driver === 'postgres' ? ratio : '–';
  if (driver === 'postgres') return `${ratio} (≤ 2×: ${seconds <= 2 * copySeconds ? 'met' : 'missed'})`;
  return `≤ 20 s: ${seconds <= 20 ? 'met' : 'missed'}`;
}

async function parseOnly(file: string): Promise<number> {
  const started = performance.now();
  const table = await parseTabular(file, { format: 'csv' });
  let rows = 0;
  for await (const _row of table.rows) rows++;
  const seconds = (performance.now() - started) / 1000;
  if (rows === 0) throw new Error('nothing parsed');
  return seconds;
}

async function main(): Promise<void> {
  const sizes = argOf('rows', '100000,1000000').split(',').map(Number);
  const drivers = argOf('drivers', 'pglite,postgres').split(',') as Driver[];
  const dir = path.join(root, '.tmp/bench');
  mkdirSync(dir, { recursive: true });
  const pgVersion = drivers.includes('postgres') ? await postgresVersion() : '';
  console.log(
    `machine: ${os.cpus()[0]?.model} × ${os.cpus().length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}${pgVersion ? `, ${pgVersion}` : ''}`,
  );
  console.log(
    `date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log(
    '| rows | file | driver | upload → ready | rows/s | parse only | ratio | COPY | target | server peak RSS | distinct values, 3 columns |',
  );
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---:|');
  for (const rows of sizes) {
    const file = path.join(dir, `leads-${rows}.csv`);
    if (!existsSync(file)) await writeLeadCsv(file, rows);
    const mb = statSync(file).size / 1024 ** 2;
    const parseSeconds = await parseOnly(file);
    const copySeconds = drivers.includes('postgres') ? await copyReference(file) : Number.NaN;
    for (const driver of drivers) {
      // The first start creates the database (PGlite's initdb runs in the server process); the upload is
      // measured in a restarted server, as in an installation that has been running.
      const server = await restartBenchServer(await startBenchServer({ driver, database: 'leadsift_bench', work: false }));
      const { child } = server;
      try {
        // Start-up (migrations) has its own peak: reset the high-water mark so it covers the upload only.
        writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        const before = memoryOf(child.pid!).nowMb;
        const started = performance.now();
        const res = await uploadFile(server, file);
        const seconds = (performance.now() - started) / 1000;
        if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body}`);
        const answer = JSON.parse(res.body) as { rowCount: number; fileId: string };
        if (answer.rowCount !== rows) throw new Error(`rowCount ${answer.rowCount}, expected ${rows}`);
        const { peakMb } = memoryOf(child.pid!);
        // Industry, Job Title, Country: what a filter job asks for first.
        child.send({ values: answer.fileId, columns: [1, 2, 3] });
        const [{ seconds: valuesSeconds }] = (await once(child, 'message')) as [{ seconds: number }];
        console.log(
          `| ${rows.toLocaleString('en-US')} | ${mb.toFixed(0)} MB | ${driver} | ${seconds.toFixed(1)} s | ${Math.round(rows / seconds).toLocaleString('en-US')} | ${parseSeconds.toFixed(1)} s | ${(seconds / parseSeconds).toFixed(1)}× | ${Number.isNaN(copySeconds) ? '–' : `${copySeconds.toFixed(1)} s`} | ${targetOf(driver, rows, seconds, copySeconds)} | ${peakMb} MB (idle ${before} MB${peakMb <= 600 ? '' : ', > 600 MB'}) | ${valuesSeconds.toFixed(1)} s |`,
        );
      } finally {
        await stopBenchServer(server);
      }
    }
  }
}

await main();
