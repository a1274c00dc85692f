/**
 * A fake OpenAI-compatible model server on 127.0.0.1 — the one fake of the test suite (docs/development.md#testing-rules).
 * Point the app at it with AI_PROVIDER=openai-compatible, AI_BASE_URL=`${fake.baseUrl}` (…/v1), any AI_MODEL.
 *
 *   const fake = await startFakeLlm({ latencyMs: 50 });
 *   …; fake.calls.length; fake.maxInFlight; fake.setFaults(['error500', 'none']); await fake.close();
 *
 * Endpoints: POST /v1/chat/completions (non-streaming; `response_format: json_schema` as the AI SDK's
 * openai-compatible provider sends it) and GET /v1/models. Anything else: 404.
 *
 * Answers (fake-llm-answers.ts): a decision prompt gets KEEP for values containing a word of the
 * instructions' `keep: a, b` list, EXCLUDE for a word of `exclude: c` (which wins), else EXCLUDE; a website
 * prompt gets context 'Fake summary of {title}' and example 'keep: {column lower-cased}' per column.
 *
 * Options (all optional):
 * - port: listen port (default 0 = any free port).
 * - latencyMs: delay before every answer (default 0); setLatency(ms) changes it.
 * - apiKey: when set, requests without `Authorization: Bearer {apiKey}` get 401 (a permanent error).
 * - omitValues: RegExp; values matching it are never answered (to exhaust the re-ask budget); setOmitValues(re) changes it.
 * - faults: queue of per-call faults, consumed one per chat call; 'none' answers normally. setFaults(list) replaces it.
 * - faultRates: when the queue is empty, each call draws a fault with these probabilities from a seeded RNG
 *   (seed, default 1), e.g. { error500: 0.2, rateLimit: 0.1, hang: 0.1, malformed: 0.1 }. setFaultRates(rates, seed?).
 * - retryAfterSeconds: the Retry-After header of 'rateLimit' answers (default 1).
 * - hangMs: how long a 'hang' keeps the request open before answering normally (default: until the client gives up).
 *
 * Reading prompts (model/reading-prompt.ts) get the scripted restatement of their instructions
 * (option restatements: instructions → restatement, or setRestatements(map)), else "" (fake-llm-reading.ts).
 *
 * Research prompts (site-research/rate-prompt.ts) get fake-llm-research.ts's answer from the page text in the
 * prompt; `fabricateQuotes` (or setFabricateQuotes(true), CLI --fabricate) replaces every quote with one on no page.
 *
 * Faults: 'error500' (HTTP 500), 'rateLimit' (HTTP 429 + Retry-After), 'hang' (no answer), 'malformed'
 * (200 with broken JSON content), 'truncated' (the answer cut at 60%, finish_reason 'length', as at an output
 * token limit), 'missing' (every other asked value left out; a single value left out),
 * 'extra' (adds answers under numbers never asked, and a contradicting duplicate), 'empty' ({decisions: []}),
 * 'unauthorized' (HTTP 401).
 *
 * Usage: every answer reports prompt_tokens (all messages' characters / 4, rounded up) and completion_tokens
 * (the content's characters / 4); each call record keeps them (`usage`), so tests can sum what a job used.
 *
 * Observed: calls (one record per chat call, in arrival order), inFlight, maxInFlight; reset() clears them.
 * CLI: `node apps/server/src/test/fake-llm.ts --port 4010 --latency 1000 --error500 0.2 --seed 7` (benchmarks, e2e).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  fakeDecide,
  fakeWebsiteAnswer,
  parseDecisionPrompt,
  seededRandom,
  type AskedValue,
  type DecisionPrompt,
} from './fake-llm-answers.ts';
import { fakeReadingAnswer, parseReadingPrompt } from './fake-llm-reading.ts';
import { fakeResearchAnswer, isResearchPrompt } from './fake-llm-research.ts';

export type FakeFault =
  'none' | 'error500' | 'rateLimit' | 'hang' | 'malformed' | 'truncated' | 'missing' | 'extra' | 'empty' | 'unauthorized';
export type FakeFaultRates = Partial<Record<Exclude<FakeFault, 'none'>, number>>;

export type FakeLlmOptions = {
  port?: number;
  latencyMs?: number;
  apiKey?: string;
  omitValues?: RegExp;
  faults?: FakeFault[];
  faultRates?: FakeFaultRates;
  seed?: number;
  retryAfterSeconds?: number;
  hangMs?: number;
  fabricateQuotes?: boolean;
  restatements?: Record<string, string>;
};

export type FakeLlmCall = {
  kind: 'decide' | 'website' | 'research' | 'reading' | 'other';
  model: string;
  temperature: number | undefined;
  /** The value numbers and values asked (decision prompts). */
  asked: AskedValue[];
  fault: FakeFault;
  startedAt: number;
  prompt: string;
  /** The usage the answer reported (zeros for an error answer): about one token per 4 characters. */
  usage: { promptTokens: number; completionTokens: number };
};

export type FakeLlm = {
  /** http://127.0.0.1:{port} */
  url: string;
  /** {url}/v1 — the AI_BASE_URL to configure. */
  baseUrl: string;
  calls: FakeLlmCall[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  setFaults(faults: FakeFault[]): void;
  setFaultRates(rates: FakeFaultRates, seed?: number): void;
  setLatency(ms: number): void;
  setFabricateQuotes(on: boolean): void;
  setRestatements(restatements: Record<string, string>): void;
  setOmitValues(pattern: RegExp | undefined): void;
  reset(): void;
  close(): Promise<void>;
};

type ChatBody = { model?: string; temperature?: number; stream?: boolean; messages?: Array<{ role?: string; content?: unknown }> };

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  let latencyMs = options.latencyMs ?? 0;
  let queue: FakeFault[] = [...(options.faults ?? [])];
  let rates: FakeFaultRates = options.faultRates ?? {};
  let random = seededRandom(options.seed ?? 1);
  let inFlight = 0;
  let maxInFlight = 0;
  let fabricate = options.fabricateQuotes ?? false;
  let restatements = options.restatements ?? {};
  let omitValues = options.omitValues;
  const calls: FakeLlmCall[] = [];

  const nextFault = (): FakeFault => {
    const queued = queue.shift();
    if (queued) return queued;
    let roll = random();
    for (const [fault, p] of Object.entries(rates) as Array<[FakeFault, number]>) {
      if (roll < p) return fault;
      roll -= p;
    }
    return 'none';
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: { message: String(err) } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (req.method === 'GET' && req.url === '/v1/models') {
      return json(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] });
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: 'not found' } });
    const chat = JSON.parse(body || '{}') as ChatBody;
    if (chat.stream) return json(res, 400, { error: { message: 'the fake LLM does not stream' } });
    const prompt = (chat.messages ?? [])
      .filter((m) => m.role === 'user')
      .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
      .join('\n');
    const decision = parseDecisionPrompt(prompt);
    const reading = decision ? null : parseReadingPrompt(prompt);
    const kind: FakeLlmCall['kind'] = decision
      ? 'decide'
      : reading
        ? 'reading'
        : prompt.includes('Columns (JSON):')
          ? 'website'
          : isResearchPrompt(prompt)
            ? 'research'
            : 'other';
    const fault = nextFault();
    const all = (chat.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
    const call: FakeLlmCall = {
      kind,
      model: chat.model ?? '',
      temperature: chat.temperature,
      asked: decision?.values ?? [],
      fault,
      startedAt: Date.now(),
      prompt,
      usage: { promptTokens: 0, completionTokens: 0 },
    };
    calls.push(call);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      }
      if (fault === 'hang') {
        const closed = await hang(req, res, options.hangMs);
        if (closed) return;
      } else if (latencyMs > 0) {
        await new Promise((r) => setTimeout(r, latencyMs));
      }
      if (fault === 'unauthorized') return json(res, 401, { error: { message: 'Incorrect API key provided' } });
      if (fault === 'error500') return json(res, 500, { error: { message: 'fake internal error' } });
      if (fault === 'rateLimit') {
        res.setHeader('retry-after', String(options.retryAfterSeconds ?? 1));
        return json(res, 429, { error: { message: 'fake rate limit' } });
      }
      let content: string;
      if (fault === 'malformed') content = '{"decisions": [{"index": 1, "decision": "KE';
      else if (kind === 'website') content = JSON.stringify(fakeWebsiteAnswer(prompt));
      else if (reading) content = JSON.stringify(fakeReadingAnswer(reading, restatements));
      else if (kind === 'research') content = JSON.stringify(fakeResearchAnswer(prompt, { fabricate }));
      else if (decision) content = JSON.stringify({ decisions: decisionAnswer(decision, fault) });
      else content = JSON.stringify({ text: 'fake answer' });
      // Cut like an answer that hit the output token limit: complete items first, then a broken one.
      if (fault === 'truncated') content = content.slice(0, Math.ceil(content.length * 0.6));
      call.usage = { promptTokens: tokensOf(all), completionTokens: tokensOf(content) };
      return json(res, 200, completion(chat.model ?? 'fake-model', content, fault === 'truncated' ? 'length' : 'stop', call.usage));
    } finally {
      inFlight--;
    }
  }

  function decisionAnswer(prompt: DecisionPrompt, fault: FakeFault) {
    if (fault === 'empty') return [];
    const { values } = prompt;
    const answered = values.filter((v) => !omitValues?.test(v.value));
    let kept = answered;
    if (fault === 'missing') kept = answered.length === 1 ? [] : answered.filter((_, i) => i % 2 === 0);
    const decisions = fakeDecide({ ...prompt, values: kept });
    if (fault === 'extra') {
      const max = Math.max(0, ...values.map((v) => v.number));
      decisions.push({ index: max + 1000, decision: 'KEEP', reason: 'fake: unknown number', confidence: 1 });
      decisions.push({ index: 0, decision: 'KEEP', reason: 'fake: unknown number', confidence: 1 });
      const first = decisions[0];
      if (first) decisions.push({ ...first, decision: first.decision === 'KEEP' ? 'EXCLUDE' : 'KEEP', reason: 'fake: duplicate' });
    }
    return decisions;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    calls,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    setFaults(faults) {
      queue = [...faults];
    },
    setFaultRates(next, seed) {
      rates = next;
      if (seed !== undefined) random = seededRandom(seed);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    setFabricateQuotes(on) {
      fabricate = on;
    },
    setOmitValues(pattern) {
      omitValues = pattern;
    },
    setRestatements(next) {
      restatements = next;
    },
    reset() {
      calls.length = 0;
      maxInFlight = inFlight;
      queue = [];
      rates = {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Keeps the request open; true when the client gave up first (nothing more to send). */
function hang(req: IncomingMessage, res: ServerResponse, hangMs: number | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = hangMs === undefined ? undefined : setTimeout(() => resolve(false), hangMs);
    res.on('close', () => {
      if (timer) clearTimeout(timer);
      resolve(true);
    });
    req.resume();
  });
}

/** Roughly what a tokenizer counts for English text; deterministic, so tests can sum it. */
function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

function completion(model: string, content: string, finishReason: 'stop' | 'length', usage: FakeLlmCall['usage']) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: {
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      total_tokens: usage.promptTokens + usage.completionTokens,
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      latency: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      error500: { type: 'string' },
      rateLimit: { type: 'string' },
      hang: { type: 'string' },
      malformed: { type: 'string' },
      missing: { type: 'string' },
      fabricate: { type: 'boolean', default: false },
    },
  });
  const faultRates: FakeFaultRates = {};
  for (const key of ['error500', 'rateLimit', 'hang', 'malformed', 'missing'] as const) {
    const value = values[key];
    if (value !== undefined) faultRates[key] = Number(value);
  }
  const fake = await startFakeLlm({
    port: Number(values.port),
    latencyMs: Number(values.latency),
    seed: Number(values.seed),
    faultRates,
    fabricateQuotes: values.fabricate,
  });
  console.log(`fake LLM listening on ${fake.baseUrl}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
