import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.WORKERS).toBe('inline');
    expect(config.SCHEDULE_CHECK_SECONDS).toBe(30);
    expect(parseConfig({ SCHEDULE_CHECK_SECONDS: '1' }).SCHEDULE_CHECK_SECONDS).toBe(1);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads TRUSTED_ORIGINS as origins and remembers whether BASE_URL was set', () => {
    const env = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/leadsift-config-test' };
    const unset = loadConfig(env);
    expect(unset.baseUrlSet).toBe(false);
    expect(unset.BASE_URL).toBe('http://localhost:3000');
    const set = loadConfig({ ...env, BASE_URL: 'https://a.example', TRUSTED_ORIGINS: 'http://10.0.0.5:3000/, https://b.example/x' });
    expect(set.baseUrlSet).toBe(true);
    expect(set.trustedOrigins).toEqual(['http://10.0.0.5:3000', 'https://b.example']);
    expect(() => loadConfig({ ...env, TRUSTED_ORIGINS: 'b.example' })).toThrow(/TRUSTED_ORIGINS="b.example" must be a comma list/);
  });

  it("sizes uploads by database: 10,000,000 rows and 2 GB on PostgreSQL, Excel's height and 200 MB on PGlite", () => {
    const env = { DATA_DIR: '.tmp/cfg', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env)).toMatchObject({ MAX_ROWS: 1_048_575, MAX_UPLOAD_MB: 200 });
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/x' })).toMatchObject({ MAX_ROWS: 10_000_000, MAX_UPLOAD_MB: 2048 });
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/x', MAX_ROWS: '2000000', MAX_UPLOAD_MB: '500' })).toMatchObject({
      MAX_ROWS: 2_000_000,
      MAX_UPLOAD_MB: 500,
    });
    expect(() => loadConfig({ ...env, MAX_ROWS: '0' })).toThrow(/^Invalid configuration: MAX_ROWS="0"/);
    expect(() => loadConfig({ ...env, MAX_ROWS: '10m' })).toThrow(/MAX_ROWS="10m" must be a whole number/);
    expect(() => loadConfig({ ...env, MAX_ROWS: '100000001' })).toThrow(/MAX_ROWS/);
  });

  it('names the bad variable in one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT="abc"/);
    expect(() => parseConfig({ DATABASE_URL: 'nonsense' })).toThrow(/DATABASE_URL="nonsense" must be a postgres/);
    expect(() => parseConfig({ WORKERS: 'sometimes' })).toThrow(/WORKERS/);
    expect(() => parseConfig({ SCHEDULE_CHECK_SECONDS: '0' })).toThrow(/SCHEDULE_CHECK_SECONDS="0"/);
    expect(() => parseConfig({ SCHEDULE_CHECK_SECONDS: '46' })).toThrow(/SCHEDULE_CHECK_SECONDS="46"/);
    expect(() => parseConfig({ AI_PRICES: '{nope' })).toThrow(/AI_PRICES="\{nope" must be JSON/);
    expect(() => parseConfig({ AI_PRICES: '{"m": {"input": -1, "output": 1}}' })).toThrow(/AI_PRICES/);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN="short" must be at least 16/);
    expect(() => parseConfig({ AI_MONTHLY_BUDGET_USD: '$50' })).toThrow(/AI_MONTHLY_BUDGET_USD="\$50" must be a number of US dollars/);
    expect(() => parseConfig({ AI_MONTHLY_BUDGET_USD: '0' })).toThrow(/AI_MONTHLY_BUDGET_USD="0" must be more than 0/);
    expect(() => parseConfig({ AI_MONTHLY_BUDGET_TOKENS: '1.5' })).toThrow(/AI_MONTHLY_BUDGET_TOKENS="1.5" must be a whole number/);
    const budgeted = loadConfig({ AUTH_SECRET: 'x'.repeat(32), AI_MONTHLY_BUDGET_USD: '12.5', AI_MONTHLY_BUDGET_TOKENS: '2000000' });
    expect([budgeted.AI_MONTHLY_BUDGET_USD, budgeted.AI_MONTHLY_BUDGET_TOKENS]).toEqual([12.5, 2_000_000]);
    const priced = loadConfig({
      AUTH_SECRET: 'x'.repeat(32),
      AI_PRICES: '{"gpt-4o": {"input": 1, "output": 2}, "llama3": {"input": 0, "output": 0}}',
    });
    expect(priced.prices['gpt-4o']).toEqual({ input: 1, output: 2 });
    expect(priced.prices.llama3).toEqual({ input: 0, output: 0 });
    expect(priced.prices['gpt-4o-mini']).toEqual({ input: 0.15, output: 0.6 });
    expect(() => loadConfig({ DATA_DIR: '.tmp/cfg', DIRECT_DATABASE_URL: 'postgres://db/x' })).toThrow(
      'Invalid configuration: DIRECT_DATABASE_URL is only used with DATABASE_URL (set both, or neither)',
    );
  });

  it('picks the offline matcher unless a provider is configured', () => {
    expect(loadConfig({ DATA_DIR: '.tmp/cfg', AUTH_SECRET: 'x'.repeat(32) }).AI_PROVIDER).toBe('offline');
    expect(loadConfig({ DATA_DIR: '.tmp/cfg', AUTH_SECRET: 'x'.repeat(32), OPENAI_API_KEY: 'sk' }).AI_PROVIDER).toBe('openai');
    expect(() => loadConfig({ DATA_DIR: '.tmp/cfg', AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '.tmp/cfg' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses TEST_CLOCK=on in production and beside a separate worker; off unless it says on', () => {
    const env = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '.tmp/cfg' };
    const refused = 'Invalid configuration: TEST_CLOCK=on is for tests only: refused with NODE_ENV=production and with WORKERS=off';
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(refused);
    expect(() => loadConfig({ ...env, TEST_CLOCK: 'on', WORKERS: 'off' })).toThrow(refused);
    expect(() => loadConfig({ ...env, TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ ...env, NODE_ENV: 'test', TEST_CLOCK: 'on' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).TEST_CLOCK).toBe(false);
    expect(loadConfig({ ...env, TEST_CLOCK: 'off' }).TEST_CLOCK).toBe(false);
  });

  it('SMTP_URL needs BASE_URL, and a bad SMTP_URL is named without its password', () => {
    const env = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/leadsift-config-test' };
    expect(() => loadConfig({ ...env, SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /^Invalid configuration: BASE_URL is required when SMTP_URL is set/,
    );
    const config = loadConfig({ ...env, SMTP_URL: 'smtp://mail.example:587', BASE_URL: 'https://leads.example' });
    expect(config.mailEnabled).toBe(true);
    expect(config.mailFrom).toBe('LeadSift <no-reply@leads.example>');
    expect(loadConfig(env).mailEnabled).toBe(false);
    const bad = () => parseConfig({ SMTP_URL: 'http://user:s3cret@mail.example' });
    expect(bad).toThrow(/SMTP_URL="http:\/\/user:\*\*\*@mail.example" must be an smtp/);
    expect(bad).not.toThrow(/s3cret/);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'nonsense'],
    ['SMTP_URL', 'smtp://127.0.0.1:2525'],
  ])('the server stops on %s=%s with one clear line and no stack trace', (name, value) => {
    const entry = path.resolve(import.meta.dirname, 'server.ts');
    const result = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, [name]: value, DATA_DIR: path.resolve('.tmp/bad-config') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
