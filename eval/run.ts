// `npm run eval`: the labelled criteria of eval/cases.json through the List Cleaner's real decision path
// (a real server on PGlite: upload → job → decisions), scored per criterion and overall.
// Usage: npm run eval [-- --provider openai|anthropic|openai-compatible|offline --model M --base-url URL]
//                     [--fake [--restatements FILE]] [--all-model] [--json] [--only eu,dach]
// --restatements: a JSON object instructions → restatement, the fake model's scripted readings (issue 39).
// Keys come from the environment as for the server (OPENAI_API_KEY, ANTHROPIC_API_KEY, AI_API_KEY).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeLlm, type FakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { startBenchServer, stopBenchServer, type BenchServer } from '../bench/bench-kit.ts';
import type { Criterion } from './build-kit.ts';
import { runEval, type EvalClient } from './runner.ts';
import { table } from './score.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);

const { criteria: all } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'cases.json'), 'utf8')) as { criteria: Criterion[] };
const only = option('only')?.split(',');
const criteria = only ? all.filter((c) => only.includes(c.id)) : all;

let fake: FakeLlm | undefined;
const env: Record<string, string> = { LOG_LEVEL: 'warn' };
if (flag('fake')) {
  const restatements = option('restatements');
  fake = await startFakeLlm({ latencyMs: 5, ...(restatements ? { restatements: JSON.parse(readFileSync(restatements, 'utf8')) } : {}) });
  Object.assign(env, { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'fake' });
} else {
  const provider = option('provider') ?? process.env.AI_PROVIDER ?? 'offline';
  env.AI_PROVIDER = provider;
  if (option('model')) env.AI_MODEL = option('model')!;
  if (option('base-url')) env.AI_BASE_URL = option('base-url')!;
}

const server: BenchServer = await startBenchServer({ driver: 'pglite', database: 'leadsift_eval', work: true, env });
const base = `http://127.0.0.1:${server.port}`;
const auth = { authorization: `Bearer ${server.token}` };
const client: EvalClient = {
  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  },
  async upload(name: string, csv: string) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), name);
    const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: auth, body: form });
    if (!res.ok) throw new Error(`upload → ${res.status} ${await res.text()}`);
    return (await res.json()) as { fileId: string };
  },
};

try {
  const result = await runEval(client, criteria, { askModelForEveryValue: flag('all-model') });
  const tokens = fake ? fake.calls.reduce((n, c) => n + Math.ceil(JSON.stringify(c).length / 4), 0) : 0;
  result.overall.tokens = tokens;
  if (flag('json')) console.log(JSON.stringify({ provider: env.AI_PROVIDER ?? 'fake', ...result }, null, 2));
  else {
    console.log(
      `\n### Eval: ${env.AI_PROVIDER}${env.AI_MODEL ? ` ${env.AI_MODEL}` : ''}${flag('all-model') ? ', model for every value' : ''}\n`,
    );
    console.log(table([...result.rows, result.overall]));
    console.log(`\n${criteria.length} criteria, ${result.overall.values} decisions in ${result.seconds.toFixed(1)} s`);
    const r = result.reading;
    console.log(
      `Instructions read (columns): ${r.byRules} by the rules, ${r.byModel} restated by the model, ${r.notRead} by neither; ` +
        `${r.valuesFromModelReading} values decided by the rules from the model's restatement`,
    );
  }
} finally {
  await stopBenchServer(server);
  await fake?.close();
}
