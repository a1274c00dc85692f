// Operator CLI for plan tiers: `npm run tiers -- list`,
// `npm run tiers -- set --name N --display "D" --credits 5000 --websites 1000 [--storage-mb 1024]` (creates or
// updates; -1 or 'unlimited' = unlimited). Uses the configured database.
import { parseArgs } from 'node:util';
import { UNLIMITED } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import { tiers } from '../db/schema/index.ts';
import { getTier, listTiers, tierInput, upsertTier, type Tier } from '../modules/credits/tiers.service.ts';
import { fail, runCli, withRuntime } from './cli-kit.ts';

const usage = `Usage:
  npm run tiers -- list
  npm run tiers -- set --name N [--display "D"] [--credits 5000] [--websites 1000] [--storage-mb 1024]
    (a new tier needs the first three; its storage quota defaults to 1024 MB; -1 or 'unlimited' means unlimited)`;

/** A limit from the command line: a whole number of -1 or more, or 'unlimited'; null when invalid. */
function parseLimit(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim().toLowerCase() === 'unlimited') return UNLIMITED;
  const n = Number(value);
  return value.trim() !== '' && Number.isSafeInteger(n) && n >= UNLIMITED ? n : null;
}

const show = (n: number) => (n === UNLIMITED ? 'unlimited' : String(n));
const describe = (t: Tier) =>
  `${t.name} (${t.displayName}): ${show(t.creditsPerMonth)} credits/month, ${show(t.maxWebsitesPerJob)} websites/job`;

/** parseArgs reads `--credits -1` as a missing value; join a negative number to its option first. */
function joinNegativeValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if ((arg === '--credits' || arg === '--websites' || arg === '--storage-mb') && next !== undefined && /^-\d+$/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: joinNegativeValues(process.argv.slice(2)),
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      display: { type: 'string' },
      credits: { type: 'string' },
      websites: { type: 'string' },
      'storage-mb': { type: 'string' },
    },
  });
  const command = positionals[0];
  if (command !== 'list' && command !== 'set') return fail(usage);
  const credits = parseLimit(values.credits);
  const websites = parseLimit(values.websites);
  if (credits === null) return fail('--credits must be a whole number, -1 or unlimited');
  if (websites === null) return fail('--websites must be a whole number, -1 or unlimited');
  const storageMb = parseLimit(values['storage-mb']);
  if (storageMb === null) return fail('--storage-mb must be a whole number, -1 or unlimited');
  if (command === 'set' && !values.name) return fail('--name is required');
  let tierName = '';
  if (command === 'set') {
    const parsed = tierInput.shape.name.safeParse(values.name);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid --name');
    tierName = parsed.data;
  }

  return withRuntime(async (runtime) => {
    if (command === 'list') {
      console.log(['name', 'display name', 'credits/month', 'websites/job', 'storage MB/user'].join('\t'));
      const quotas = new Map(
        (await runtime.db.select({ name: tiers.name, mb: tiers.storageQuotaMb }).from(tiers)).map((t) => [t.name, t.mb]),
      );
      for (const t of await listTiers(runtime.db)) {
        console.log([t.name, t.displayName, show(t.creditsPerMonth), show(t.maxWebsitesPerJob), show(quotas.get(t.name) ?? 0)].join('\t'));
      }
      return 0;
    }
    const existing = await getTier(runtime.db, tierName);
    const displayName = values.display ?? existing?.displayName;
    const creditsPerMonth = credits ?? existing?.creditsPerMonth;
    const maxWebsitesPerJob = websites ?? existing?.maxWebsitesPerJob;
    if (displayName === undefined || creditsPerMonth === undefined || maxWebsitesPerJob === undefined) {
      return fail('A new tier needs --display, --credits and --websites');
    }
    const { tier, created } = await upsertTier(runtime.db, { name: tierName, displayName, creditsPerMonth, maxWebsitesPerJob });
    if (storageMb !== undefined) await runtime.db.update(tiers).set({ storageQuotaMb: storageMb }).where(eq(tiers.name, tier.name));
    const [stored] = await runtime.db.select({ mb: tiers.storageQuotaMb }).from(tiers).where(eq(tiers.name, tier.name));
    console.log(`${created ? 'Created' : 'Updated'} ${describe(tier)}, ${show(stored?.mb ?? 0)} MB storage/user`);
    if (!created) console.log('Accounts on this tier get the new monthly credits at their next monthly reset.');
    return 0;
  });
}

runCli('tiers', usage, main);
