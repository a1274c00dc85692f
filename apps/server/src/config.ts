import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MODEL_PRICES, modelPriceTable, type ModelPriceTable } from '@leadsift/shared';
import { z } from 'zod';
import { heldByOther } from './db/data-lock.ts';
import { trustProxySetting } from './lib/trust-proxy.ts';
import { ConfigError } from './lib/config-error.ts';
import { parseOrigins } from './lib/trusted-origins.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host');

/** A JSON value, then checked against `schema`: a bad AI_PRICES names what is wrong in it. */
const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const intInRange = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

/** Every variable of docs/self-hosting.md#configuration (plus a few operational ones); all optional. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when stdout is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  PORT: intInRange(0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  FILES_DIR: optionalString,
  DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
  DIRECT_DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  AI_PROVIDER: z.enum(['openai', 'openai-compatible', 'anthropic', 'offline']).optional(),
  AI_MODEL: optionalString,
  AI_MODELS: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: optionalString,
  AI_CONCURRENCY: intInRange(1, 256).default(4),
  AI_TIMEOUT_MS: intInRange(100, 3_600_000).default(60_000),
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  /** Seconds between pg-boss's checks for due cron schedules (automations'); one check per interval runs (ADR 0065). */
  SCHEDULE_CHECK_SECONDS: intInRange(1, 45).default(30),
  /** `on`: schedules run on a test clock an administrator moves (browser tests; refused with NODE_ENV=production). */
  TEST_CLOCK: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((v) => v === 'on'),
  /** Unset: 2,048 with DATABASE_URL (what MAX_ROWS needs), 200 on PGlite (ADR 0041). */
  MAX_UPLOAD_MB: intInRange(1, 100_000).optional(),
  /** Data rows an upload may hold. Unset: 10,000,000 with DATABASE_URL, 1,048,575 on PGlite (ADR 0041). */
  MAX_ROWS: intInRange(1, 100_000_000).optional(),
  /** Storage per user in MB for every tier (unset: the tier's own `storage_quota_mb`; 0 refuses every upload). */
  UPLOAD_QUOTA_MB: intInRange(0, 100_000_000).optional(),
  /** Uploads no job has used for this many days are deleted daily (unset: kept). */
  UPLOAD_RETENTION_DAYS: intInRange(1, 100_000).optional(),
  /** A stored upload's read (parse and rows) ends past this with "takes too long to read" (ADR 0032). */
  UPLOAD_PARSE_TIMEOUT_S: intInRange(1, 86_400).default(120),
  SEARCH_PROVIDER: z.enum(['searxng', 'brave']).optional(),
  SEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEARCH_API_KEY: optionalString,
  RESEARCH_ALLOW_PRIVATE_HOSTS: flag,
  FETCH_CONCURRENCY: intInRange(1, 1024).default(16),
  RESEARCH_MAX_PAGES: intInRange(1, 50).default(4),
  RESEARCH_CACHE_HOURS: intInRange(0, 100_000).default(168),
  TRUSTED_ORIGINS: optionalString,
  /** Which proxies' X-Forwarded-For/-Proto are believed (docs/security.md): unset trusts nobody. */
  TRUST_PROXY: trustProxySetting,
  PREVIEW_PER_HOUR: intInRange(0, 100_000).default(30),
  AI_MAX_IN_FLIGHT: intInRange(1, 100_000).optional(),
  AI_MAX_PER_MINUTE: intInRange(1, 10_000_000).optional(),
  /** {"model": {"input": 0.15, "output": 0.6}, …}: USD per 1M tokens, over the built-in table (ADR 0039). */
  AI_PRICES: jsonOf(modelPriceTable).optional(),
  /** The installation's model spend per calendar month (UTC): reached, no new model call starts (ADR 0039). */
  AI_MONTHLY_BUDGET_USD: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of US dollars, like 50 or 12.5')
    .transform(Number)
    .pipe(z.number().positive('must be more than 0').max(1e9))
    .optional(),
  AI_MONTHLY_BUDGET_TOKENS: intInRange(1, 1e15).optional(),
  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The region S3 requests are signed for; unset, aws4fetch guesses it from S3_ENDPOINT's host. */
  S3_REGION: optionalString,
  DEMO_WEBHOOK_URL: z.url().optional(),
  RATE_LIMIT_MAX: intInRange(1, 1_000_000).default(600),
  SIGNIN_RATE_LIMIT: intInRange(1, 1_000_000).default(10),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be an smtp:// or smtps:// URL with a host')
    .optional(),
  MAIL_FROM: optionalString,
  API_KEY_RATE_LIMIT: intInRange(1, 1_000_000).default(120),
  /** OAuth for /mcp (docs/security.md): redirect hosts a registration may name (empty = any), registration caps, purge. */
  OAUTH_REDIRECT_HOSTS: optionalString,
  OAUTH_REGISTRATIONS_PER_ADDRESS: intInRange(1, 1_000_000).default(20),
  OAUTH_REGISTRATIONS_PER_DAY: intInRange(1, 10_000_000).default(1000),
  OAUTH_UNUSED_CLIENT_DAYS: intInRange(1, 3650).default(7),
  WEBHOOKS_ALLOW_HTTP: flag,
});

type Env = z.infer<typeof envSchema>;

export type AiProvider = 'openai' | 'openai-compatible' | 'anthropic' | 'offline';

export type Config = Omit<
  Env,
  'AI_PROVIDER' | 'AI_MODEL' | 'AI_MODELS' | 'BASE_URL' | 'AUTH_SECRET' | 'MAX_UPLOAD_MB' | 'MAX_ROWS' | 'AI_PRICES'
> & {
  /** The built-in price table with AI_PRICES over it. */
  prices: ModelPriceTable;
  BASE_URL: string;
  MAX_UPLOAD_MB: number;
  MAX_ROWS: number;
  AUTH_SECRET: string;
  AI_PROVIDER: AiProvider;
  AI_MODEL: string;
  AI_MODELS: string[];
  /** Whether BASE_URL was set: without it, sign-in is accepted from the page's own origin (ADR 0015). */
  baseUrlSet: boolean;
  /** Whether SMTP_URL is set: without it no email is sent and the Admin panel offers links to copy. */
  mailEnabled: boolean;
  /** MAIL_FROM, or `LeadSift <no-reply@BASE_URL's host>`. */
  mailFrom: string;
  /** TRUSTED_ORIGINS as origins (`scheme://host[:port]`). */
  trustedOrigins: string[];
  dataDir: string;
  dbDir: string;
  filesDir: string;
};

export { ConfigError };

/**
 * Upload size defaults by database (ADR 0041): PostgreSQL holds 10,000,000 rows (about 1.7 GB of
 * a 10-column CSV); PGlite lives in the server's own memory, so one sheet of Excel's height is its default.
 */
export const uploadDefaults = {
  postgres: { maxRows: 10_000_000, maxUploadMb: 2048 },
  pglite: { maxRows: 1_048_575, maxUploadMb: 200 },
} as const;

/** Turns the environment into a validated Config, or throws a ConfigError with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Env {
  // Empty strings count as "not set" so `.env` files can list every variable.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `Invalid configuration: ${name}=${JSON.stringify(withoutPassword(env[name] ?? ''))} ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  return result.data;
}

/** A URL's password is never printed (SMTP_URL, DATABASE_URL): `smtp://user:***@host`. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const provider: AiProvider = parsed.AI_PROVIDER ?? (parsed.OPENAI_API_KEY ? 'openai' : 'offline');
  const model = parsed.AI_MODEL ?? (provider === 'offline' ? 'offline-keyword-matcher' : 'gpt-4o');
  const models = parsed.AI_MODELS
    ? parsed.AI_MODELS.split(',')
        .map((m) => m.trim())
        .filter(Boolean)
    : [model];
  if (parsed.NODE_ENV === 'production' && !parsed.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  }
  // A test switch that moves the scheduler's time: never in production; only in the process that serves its route.
  if (parsed.TEST_CLOCK && (parsed.NODE_ENV === 'production' || parsed.WORKERS === 'off')) {
    throw new ConfigError('Invalid configuration: TEST_CLOCK=on is for tests only: refused with NODE_ENV=production and with WORKERS=off');
  }
  if (provider === 'openai' && !parsed.OPENAI_API_KEY) {
    throw new ConfigError('Invalid configuration: OPENAI_API_KEY is required when AI_PROVIDER=openai');
  }
  if (provider === 'anthropic' && !parsed.ANTHROPIC_API_KEY) {
    throw new ConfigError('Invalid configuration: ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic');
  }
  if (provider === 'openai-compatible' && !parsed.AI_BASE_URL) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible');
  }
  if (parsed.SEARCH_PROVIDER === 'searxng' && !parsed.SEARCH_URL) {
    throw new ConfigError('Invalid configuration: SEARCH_URL is required when SEARCH_PROVIDER=searxng');
  }
  if (parsed.SEARCH_PROVIDER === 'brave' && !parsed.SEARCH_API_KEY) {
    throw new ConfigError('Invalid configuration: SEARCH_API_KEY is required when SEARCH_PROVIDER=brave');
  }
  if (parsed.DIRECT_DATABASE_URL && !parsed.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DIRECT_DATABASE_URL is only used with DATABASE_URL (set both, or neither)');
  }
  // Links in emails are built from BASE_URL; a guessed localhost address would mail links nobody can open.
  if (parsed.SMTP_URL && !parsed.BASE_URL) {
    throw new ConfigError('Invalid configuration: BASE_URL is required when SMTP_URL is set (links in emails are built from it)');
  }
  const s3 = [parsed.S3_ENDPOINT, parsed.S3_BUCKET, parsed.S3_ACCESS_KEY_ID, parsed.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError('Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const sizes = parsed.DATABASE_URL ? uploadDefaults.postgres : uploadDefaults.pglite;
  return {
    ...parsed,
    MAX_UPLOAD_MB: parsed.MAX_UPLOAD_MB ?? sizes.maxUploadMb,
    MAX_ROWS: parsed.MAX_ROWS ?? sizes.maxRows,
    BASE_URL: parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`,
    baseUrlSet: parsed.BASE_URL !== undefined,
    trustedOrigins: parseOrigins(parsed.TRUSTED_ORIGINS),
    mailEnabled: parsed.SMTP_URL !== undefined,
    mailFrom: parsed.MAIL_FROM ?? `LeadSift <no-reply@${new URL(parsed.BASE_URL ?? 'http://localhost').hostname}>`,
    AUTH_SECRET: parsed.AUTH_SECRET ?? generatedSecret(dataDir),
    AI_PROVIDER: provider,
    AI_MODEL: model,
    AI_MODELS: models.includes(model) ? models : [model, ...models],
    prices: { ...DEFAULT_MODEL_PRICES, ...parsed.AI_PRICES },
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.resolve(parsed.FILES_DIR ?? path.join(dataDir, 'files')),
  };
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts without configuration. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Another process holds this data folder: this one will stop at the lock and must write nothing here.
  if (heldByOther(path.join(dataDir, 'db'))) return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
