// The "hostile uploads" benchmark (ADR 0032): the workbooks of the issue, generated here, each sent alone to a
// fresh server and then four at once (one user, as an attacker would), while another user uploads a 2 KB CSV.
// Per file: the answer and how long it took, and the server's peak RSS. Targets: peak RSS ≤ 600 MB, each
// answered in ≤ 10 s, the other user's upload in ≤ 2 s.
//   node bench/hostile.ts [--drivers pglite]      (or: npm run bench -- --only hostile)
import { execSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  blankRows,
  entityExpansion,
  hugeTextNode,
  richTextStrings,
  sparseXfdRows,
  wideHeavyRow,
} from '../apps/server/src/test/hostile-xlsx.ts';
import {
  argOf,
  memoryOf,
  resetPeakMemory,
  startBenchServer,
  stopBenchServer,
  uploadFile,
  type BenchServer,
  type Driver,
} from './bench-kit.ts';

const driver = argOf('drivers', 'pglite').split(',')[0] as Driver;
const dir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-hostile-'));
const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return { name, file, kb: Math.round(bytes.length / 1024) };
};

console.error('generating the hostile files…');
const files = [
  write('13 M rich-text shared strings.xlsx', richTextStrings(13_000_000)),
  write('100,000 rows with a cell at XFD.xlsx', sparseXfdRows(100_000)),
  write('950 MB text node.xlsx', hugeTextNode(950)),
  write('1,048,577 blank rows.xlsx', blankRows(1_048_576)),
  write('entity expansion.xlsx', entityExpansion()),
  write('900 MB in one row (past every bound).xlsx', wideHeavyRow(900)),
];
const smallCsv = path.join(dir, 'small.csv');
writeFileSync(smallCsv, 'Company,Country\n' + Array.from({ length: 90 }, (_, i) => `Company ${i},DE`).join('\n') + '\n');

const password = 'bench-password-1234';
async function otherUser(server: BenchServer): Promise<BenchServer> {
  const email = `other-${Date.now()}@bench.test`;
  server.child.send({ createUsers: { emails: [email], password, tier: 'agency_user' } });
  for (;;) {
    const [answer] = (await once(server.child, 'message')) as [Record<string, unknown>];
    if ('created' in answer) break;
  }
  // A busy server may shed the sign-in (503/429 with Retry-After): try again, and never measure with no token.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${server.port}` },
      body: JSON.stringify({ email, password }),
    });
    const token = res.headers.get('set-auth-token');
    if (token) return { ...server, token };
    const body = await res.text();
    if (attempt >= 10) throw new Error(`the second user's sign-in failed: ${res.status} ${body.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after')) || 1) * 1000));
  }
}

type Answer = { status: number; message: string; seconds: number };
async function send(server: BenchServer, file: string, name: string): Promise<Answer> {
  const started = performance.now();
  const { status, body } = await uploadFile(server, file, name);
  let message: string;
  try {
    const json = JSON.parse(body) as { error?: string; rowCount?: number };
    message = json.error ?? `${json.rowCount ?? '?'} rows read`;
  } catch {
    message = body.slice(0, 80);
  }
  return { status, message, seconds: (performance.now() - started) / 1000 };
}

async function healthy(server: BenchServer): Promise<boolean> {
  return fetch(`http://127.0.0.1:${server.port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
}

const ok = (value: boolean) => (value ? '✓' : '✗');
const lines: string[] = [];
lines.push(`#### Hostile uploads (${driver})`, '');
lines.push(
  '| file (size) | answer | answered in | server peak RSS during the upload (RSS before) | /healthz after |',
  '|---|---|---|---|---|',
);
for (const f of files) {
  const server = await startBenchServer({ driver, database: 'leadsift_bench_hostile', work: false });
  // The start's own peak (PGlite's initdb) is not the upload's: the peak is reset, the RSS before noted.
  const before = memoryOf(server.child.pid!).nowMb;
  resetPeakMemory(server.child.pid!);
  const answer = await send(server, f.file, f.name);
  const { peakMb } = memoryOf(server.child.pid!);
  const up = await healthy(server);
  lines.push(
    `| ${f.name} (${f.kb.toLocaleString('en-US')} KB) | ${answer.status}: ${answer.message} | ${answer.seconds.toFixed(1)} s ${ok(answer.seconds <= 10)} | ${peakMb} MB ${ok(peakMb <= 600)} (${before} MB) | ${ok(up)} |`,
  );
  console.error(lines.at(-1));
  await stopBenchServer(server);
}

// Four at once from one user (the attack held every slot for 8½ minutes), another user's small upload meanwhile.
const four = [files[0]!, files[1]!, files[2]!, files[5]!];
const server = await startBenchServer({ driver, database: 'leadsift_bench_hostile', work: false });
const other = await otherUser(server);
const idleMb = memoryOf(server.child.pid!).nowMb;
resetPeakMemory(server.child.pid!);
const attack = Promise.all(four.map((f) => send(server, f.file, f.name)));
await new Promise((r) => setTimeout(r, 500));
const small = await send(other, smallCsv, 'small.csv');
const answers = await attack;
const { peakMb } = memoryOf(server.child.pid!);
const up = await healthy(server);
await stopBenchServer(server);
lines.push('', "| four at once (one user) | answers | slowest | server peak RSS | another user's 2 KB upload meanwhile | /healthz after |");
lines.push('|---|---|---|---|---|---|');
const slowest = Math.max(...answers.map((a) => a.seconds));
lines.push(
  `| ${four.map((f) => f.name.replace(/\.xlsx$/, '')).join('; ')} | ${answers.map((a) => a.status).join(', ')} | ${slowest.toFixed(1)} s ${ok(slowest <= 10)} | ${peakMb} MB ${ok(peakMb <= 600)} (${idleMb} MB) | ${small.status} in ${small.seconds.toFixed(2)} s ${ok(small.status === 200 && small.seconds <= 2)} | ${ok(up)} |`,
);
rmSync(dir, { recursive: true, force: true });

const cpu = execSync("lscpu | sed -n 's/^Model name:\\s*//p'").toString().trim();
console.log(lines.join('\n'));
console.log('');
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
console.log(
  `machine: ${cpu}, ${os.cpus().length} cores shared with other work (load average at the end ${load}: times are noisy), Node ${process.version}`,
);
console.log(`date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
