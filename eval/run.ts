// `npm run eval`: the labelled sets of eval/ (existing, real values, phrasings) through the List Cleaner's real
// decision path (a real server on PGlite: upload → job → decisions), scored per criterion, per set and overall.
// Usage: npm run eval [-- --provider openai|anthropic|openai-compatible|offline --model M --base-url URL]
//                     [--fake [--restatements FILE]] [--all-model] [--json] [--set existing,real,phrasing,phrasing2,phrasing3,phrasing4,phrasing5,phrasing6,phrasing7,phrasing8,phrasing9,phrasing10,phrasing11,phrasing12,phrasing13,phrasing14,phrasing15,phrasing16,phrasing17,phrasing18] [--only eu,dach]
// --restatements: a JSON object instructions → restatement, the fake model's scripted readings (ADR 0034).
// Keys come from the environment as for the server (OPENAI_API_KEY, ANTHROPIC_API_KEY, AI_API_KEY).
import { readFileSync } from 'node:fs';
import { startFakeLlm, type FakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { startBenchServer, stopBenchServer, type BenchServer } from '../bench/bench-kit.ts';
import { runEval, type EvalClient, type EvalResult } from './runner.ts';
import { summary, table } from './score.ts';
import { chosenSets, loadSet, type SetName } from './sets.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);

const only = option('only')?.split(',');
const sets = chosenSets(option('set'))
  .map((set) => ({ set, criteria: loadSet(set).filter((c) => !only || only.includes(c.id)) }))
  .filter((s) => s.criteria.length > 0);

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
  const results: Array<{ set: SetName; criteria: number; result: EvalResult }> = [];
  for (const { set, criteria } of sets) {
    const calls = fake?.calls.length ?? 0;
    const result = await runEval(client, criteria, { askModelForEveryValue: flag('all-model') });
    result.overall.tokens = fake ? fake.calls.slice(calls).reduce((n, c) => n + Math.ceil(JSON.stringify(c).length / 4), 0) : 0;
    results.push({ set, criteria: criteria.length, result });
  }
  if (flag('json')) {
    const bySet = Object.fromEntries(results.map((r) => [r.set, r.result]));
    // The existing set's report stays at the top level, where it has always been.
    console.log(JSON.stringify({ provider: env.AI_PROVIDER ?? 'fake', ...(bySet.existing ?? {}), sets: bySet }, null, 2));
  } else {
    const title = `${env.AI_PROVIDER}${env.AI_MODEL ? ` ${env.AI_MODEL}` : ''}${flag('all-model') ? ', model for every value' : ''}`;
    for (const { set, criteria, result } of results) {
      console.log(`\n### Eval: ${title} — ${set} set\n`);
      console.log(table([...result.rows, result.overall]));
      console.log(`\n${criteria} criteria, ${result.overall.values} decisions in ${result.seconds.toFixed(1)} s`);
      const r = result.reading;
      console.log(
        `Instructions read (columns): ${r.byRules} by the rules, ${r.byModel} restated by the model, ${r.notRead} by neither; ` +
          `${r.valuesFromModelReading} values decided by the rules from the model's restatement`,
      );
    }
    console.log(`\n### Per set: ${title}\n`);
    console.log(summary(results.map((r) => ({ set: r.set, criteria: r.criteria, overall: r.result.overall }))));
  }
} finally {
  await stopBenchServer(server);
  await fake?.close();
}
