import { z } from 'zod';
import { formatCount } from './format.ts';

// Automations (ADR 0065): a template (List Cleaner) or research instructions bound to a source and a trigger. The
// server validates with these schemas and answers with them; the web builds its requests and reads answers with them.

export const AUTOMATION_NOT_FOUND = 'Automation not found';
export const AUTOMATION_NEEDS_ONE_KIND = 'Give either a template (templateId) or research instructions (research), not both';
export const AUTOMATION_JOB_SOURCE_RESEARCH_ONLY = "A List Cleaner job's kept rows can feed a research automation only";
/** Consecutive failed runs after which an automation pauses itself. */
export const AUTOMATION_FAILURES_TO_PAUSE = 3;
/** Seconds pushed rows wait for more before one run takes them all (per automation, `debounceSeconds`). */
export const AUTOMATION_DEBOUNCE_DEFAULT = 10;

export const automationKinds = ['filter', 'research'] as const;
export type AutomationKind = (typeof automationKinds)[number];
export const automationSourceTypes = ['push', 'url', 'job'] as const;
export type AutomationSourceType = (typeof automationSourceTypes)[number];
export const automationTriggers = ['push', 'schedule', 'manual'] as const;
export type AutomationTrigger = (typeof automationTriggers)[number];
/** `unchanged`: a URL source answered that its file has not changed since the last run (nothing read). */
export const automationRunStatuses = ['running', 'completed', 'unchanged', 'failed'] as const;
export type AutomationRunStatus = (typeof automationRunStatuses)[number];

/** What the schedule picker offers; each is stored as its cron expression (UTC). */
export const SCHEDULE_PRESETS = { hourly: '0 * * * *', daily: '0 6 * * *', weekly: '0 6 * * 1' } as const;
export type SchedulePreset = keyof typeof SCHEDULE_PRESETS;

const cronField = /^[\d*/,\-A-Za-z?LW#]+$/;
/** Five fields (minute hour day month weekday) of cron's characters; the server's scheduler checks the rest. */
export function looksLikeCron(value: string): boolean {
  const fields = value.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => cronField.test(f));
}

const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: string) => n.padStart(2, '0');

/** A schedule in words: 'Every hour', 'Every day at 06:00 UTC', 'Every Monday at 06:00 UTC', else the expression. */
export function describeCron(cron: string): string {
  const [minute, hour, dom, month, dow] = cron.trim().split(/\s+/);
  const number = /^\d{1,2}$/;
  if (dom !== '*' || month !== '*' || !minute || !number.test(minute)) return `Cron: ${cron.trim()}`;
  if (hour === '*' && dow === '*') return minute === '0' ? 'Every hour' : `Every hour at :${two(minute)}`;
  if (!hour || !number.test(hour)) return `Cron: ${cron.trim()}`;
  const at = `${two(hour)}:${two(minute)} UTC`;
  if (dow === '*') return `Every day at ${at}`;
  if (dow && /^[0-7]$/.test(dow)) return `Every ${days[Number(dow) % 7]} at ${at}`;
  return `Cron: ${cron.trim()}`;
}

/** The preset a cron expression is, or 'cron' for any other. */
export function presetOf(cron: string): SchedulePreset | 'cron' {
  const found = Object.entries(SCHEDULE_PRESETS).find(([, c]) => c === cron.trim());
  return found ? (found[0] as SchedulePreset) : 'cron';
}

export const automationSchedule = z.object({
  cron: z
    .string()
    .trim()
    .max(100)
    .refine(looksLikeCron, 'Enter a cron expression of five fields, such as "0 6 * * *" (every day at 06:00 UTC)'),
});

const sourceUrl = z
  .string()
  .trim()
  .min(1, 'Enter the address of the CSV or Excel file')
  .max(2000)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Enter a full http:// or https:// address of a file');

export const automationSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('push') }),
  z.object({ type: z.literal('url'), url: sourceUrl }),
  z.object({ type: z.literal('job'), filterId: z.string().trim().min(1).max(100) }),
]);
export type AutomationSource = z.infer<typeof automationSource>;

export const automationResearch = z.object({
  instructions: z.string().trim().min(1, 'Please provide research instructions').max(20_000),
  columnName: z.string().trim().min(1, 'Please choose the column of websites').max(1000),
  enableWebSearch: z.boolean().optional().default(false),
});
export type AutomationResearch = z.infer<typeof automationResearch>;

const automationName = z.string().trim().min(1, 'Give the automation a name').max(200);
const debounceSeconds = z.number().int().min(1).max(3600);
/** A run starts as soon as this many pushed rows wait, without waiting out the window. */
const batchRows = z.number().int().min(1).max(1_000_000);
/** The most credits one run may spend: a run whose new rows need more fails (a spend limit), nothing charged. */
const runCreditLimit = z.number().int().min(1).max(100_000_000);
/** Rows judged more than this many days ago are judged (and charged) again: research re-visits websites after it. */
const revisitAfterDays = z.number().int().min(1).max(3650);

/** POST /api/automations. */
export const createAutomationBody = z
  .object({
    name: automationName,
    templateId: z.string().trim().min(1).max(100).optional(),
    research: automationResearch.optional(),
    source: automationSource,
    schedule: automationSchedule.nullish(),
    debounceSeconds: debounceSeconds.optional(),
    batchRows: batchRows.nullish(),
    creditLimit: runCreditLimit.nullish(),
    revisitAfterDays: revisitAfterDays.nullish(),
  })
  .refine((b) => Boolean(b.templateId) !== Boolean(b.research), { message: AUTOMATION_NEEDS_ONE_KIND });
export type CreateAutomationBody = z.infer<typeof createAutomationBody>;
export type CreateAutomationRequest = z.input<typeof createAutomationBody>;

/** PATCH /api/automations/:id: what the body leaves out stays; `schedule: null` removes the schedule. */
export const updateAutomationBody = z.strictObject({
  name: automationName.optional(),
  schedule: automationSchedule.nullable().optional(),
  debounceSeconds: debounceSeconds.optional(),
  batchRows: batchRows.nullable().optional(),
  creditLimit: runCreditLimit.nullable().optional(),
  revisitAfterDays: revisitAfterDays.nullable().optional(),
  /** true pauses (no schedule, pushed rows wait); false resumes and clears the failure count. */
  paused: z.boolean().optional(),
  /** A URL source's new address. */
  url: sourceUrl.optional(),
});
export type UpdateAutomationBody = z.infer<typeof updateAutomationBody>;

export const automationRun = z.object({
  id: z.string(),
  trigger: z.enum(automationTriggers),
  status: z.enum(automationRunStatuses),
  /** The List Cleaner or research job the run started (none when nothing was new). */
  jobKind: z.enum(automationKinds).nullable(),
  jobId: z.string().nullable(),
  /** The job's own status while it exists ('processing', 'completed', …); null without a job or once deleted. */
  jobStatus: z.string().nullable(),
  newRows: z.number().int(),
  seenRows: z.number().int(),
  credits: z.number().int(),
  error: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRun>;

export const automationItem = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(automationKinds),
  templateId: z.string().nullable(),
  /** The template's name; null when it was deleted (the next run fails and says so). */
  templateName: z.string().nullable(),
  research: automationResearch.nullable(),
  source: automationSource,
  schedule: automationSchedule.extend({ description: z.string() }).nullable(),
  debounceSeconds: z.number().int(),
  batchRows: z.number().int().nullable(),
  creditLimit: z.number().int().nullable(),
  revisitAfterDays: z.number().int().nullable(),
  status: z.enum(['active', 'paused']),
  pausedReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastError: z.string().nullable(),
  /** The push key's last four characters (`lsp_…abcd`); null for other sources. */
  pushKeyLastFour: z.string().nullable(),
  /** Pushed rows waiting for the next run. */
  pendingRows: z.number().int(),
  lastRun: automationRun.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutomationItem = z.infer<typeof automationItem>;

/** POST answer: with a push source, the key that pushes rows, shown this once. */
export const createdAutomation = automationItem.extend({ pushKey: z.string().optional() });
export type CreatedAutomation = z.infer<typeof createdAutomation>;
export const automationList = z.object({ automations: z.array(automationItem) });
export const automationRunList = z.object({ runs: z.array(automationRun) });
/** POST /api/automations/:id/rows answer. */
export const pushedRows = z.object({
  accepted: z.number().int(),
  pendingRows: z.number().int(),
  /** When the run that takes them starts (ISO), or null while the automation is paused. */
  runAfter: z.string().nullable(),
});
export type PushedRows = z.infer<typeof pushedRows>;

const rows = (n: number) => `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`;
const credits = (n: number) => `${formatCount(n)} ${n === 1 ? 'credit' : 'credits'}`;

/** What a run did, in one line: '120 new rows (120 credits), 4,880 seen before (free)'. */
export function runSummary(run: { status: AutomationRunStatus; newRows: number; seenRows: number; credits: number; error: string | null }) {
  if (run.status === 'failed') return `Failed: ${run.error ?? 'unknown error'}`;
  if (run.status === 'unchanged') return 'The file has not changed since the last run: nothing read, nothing charged';
  if (run.status === 'running' && run.newRows === 0 && run.seenRows === 0) return 'Reading the source…';
  if (run.newRows === 0) return run.seenRows === 0 ? 'No rows to judge' : `Nothing new: ${rows(run.seenRows)} seen before (free)`;
  return `${formatCount(run.newRows)} new ${run.newRows === 1 ? 'row' : 'rows'} (${credits(run.credits)}), ${formatCount(run.seenRows)} seen before (free)`;
}
