import { createFilterJobBody, createResearchJobBody, FILTER_DEFAULTS } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filterJobs, type AutomationRow } from '../../db/schema/index.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { findMembership } from '../membership/membership.service.ts';
import { createFilterJob } from '../filter/create.service.ts';
import { createResearchJob } from '../research/research.service.ts';
import { websiteOf } from '../research/websites.ts';
import { findOwnSavedFilter } from '../templates/templates.service.ts';
import { criteriaHash } from './fingerprint.ts';
import { RunFailure } from './run-failure.ts';

/** What a run of this automation judges and how it starts the job (ADR 0065). */
export type RunPlan = {
  kind: 'filter' | 'research';
  /** The columns whose values make a row: the template's columns, or research's website column. */
  columns: string[];
  criteriaHash: string;
  /** A cell as it is compared: research compares websites (acme.com and https://www.acme.com/ are one). */
  keyOf: (cell: string) => string;
  /**
   * Whether the run's job holds the rows seen before too (List Cleaner: the whole list, seen rows decided again from
   * the decision cache and not charged) or only the new ones (research: a website is charged as it is visited).
   */
  keepsSeenRows: boolean;
  /** Starts the ordinary job on the run's upload (`freeRows` of its rows not charged); answers its id and credits. */
  start: (uploadId: string, jobName: string, freeRows: number) => Promise<{ jobId: string; credits: number }>;
};

/**
 * Who an automation's run acts as (ADR 0067): the member who made it, in its workspace, with their role and monthly
 * limit there now. A maker whose account is gone, who left the workspace or is only a viewer there fails the run.
 */
export async function runnerOf(db: DbOrTx, automation: Pick<AutomationRow, 'userId' | 'workspaceId'>): Promise<WorkspaceCaller> {
  const membership = automation.userId ? await findMembership(db, automation.workspaceId, automation.userId) : null;
  if (!membership || !automation.userId)
    throw new RunFailure('The member who made this automation is no longer in the workspace: make it again as a current member');
  if (membership.role === 'viewer')
    throw new RunFailure(`The member who made this automation is a viewer of ${membership.name} now, and viewers do not run jobs`);
  return { userId: automation.userId, workspace: membership };
}

/** The automation's plan, from its template as it is now (a deleted template fails the run and says so). */
export async function planOf(runtime: Runtime, automation: AutomationRow, runner: WorkspaceCaller): Promise<RunPlan> {
  if (automation.kind === 'research') {
    const research = automation.research;
    if (!research) throw new RunFailure('This automation has no research instructions');
    return {
      kind: 'research',
      columns: [research.columnName],
      criteriaHash: criteriaHash({ kind: 'research', research }),
      keyOf: (cell) => websiteOf(cell)?.key ?? cell.trim(),
      keepsSeenRows: false,
      start: async (uploadId, jobName) => {
        const body = createResearchJobBody.parse({
          sourceType: 'file',
          columnName: research.columnName,
          name: jobName,
          instructions: research.instructions,
          enableWebSearch: research.enableWebSearch,
          uploadedFileId: uploadId,
        });
        const { jobId } = await createResearchJob(runtime, runner, body, { automationId: automation.id });
        // Research charges each website as its visit starts: the run's credits are read from its websites.
        return { jobId, credits: 0 };
      },
    };
  }
  const template = await findOwnSavedFilter(runtime.db, automation.workspaceId, automation.templateId);
  if (!template) throw new RunFailure('The template of this automation was deleted: edit or delete the automation');
  const config = template.filterConfig;
  const instructions = Object.fromEntries(config.selectedColumns.map((c) => [c, config.columnConfig[c]?.instructions ?? '']));
  return {
    kind: 'filter',
    columns: config.selectedColumns,
    criteriaHash: criteriaHash({
      kind: 'filter',
      filter: {
        selectedColumns: config.selectedColumns,
        instructions,
        reasoningText: config.reasoningText,
        logicMode: config.logicMode,
        model: config.model,
        overrides: template.overrides,
      },
    }),
    keyOf: (cell) => cell,
    keepsSeenRows: true,
    start: async (uploadId, jobName, freeRows) => {
      const body = createFilterJobBody.parse({
        jobName,
        fileId: uploadId,
        selectedColumns: config.selectedColumns,
        reasoningText: config.reasoningText,
        ...(config.model ? { model: config.model } : {}),
        chunkSize: config.chunkSize,
        temperature: config.temperature ?? FILTER_DEFAULTS.temperature,
        logicMode: config.logicMode,
        filterConfig: { columnConfig: Object.fromEntries(Object.entries(instructions).map(([c, i]) => [c, { instructions: i }])) },
        templateId: template.id,
      });
      const { filterId } = await createFilterJob(runtime, runner, body, { automationId: automation.id, freeRows });
      const [job] = await runtime.db.select({ credits: filterJobs.creditsCharged }).from(filterJobs).where(eq(filterJobs.id, filterId));
      return { jobId: filterId, credits: job?.credits ?? 0 };
    },
  };
}
