import { z } from 'zod';
import { getOwnAutomation, listAutomations, runNow } from '../automations/automations.service.ts';
import { listRuns } from '../automations/runs.service.ts';
import { defineTool } from './mcp-tool.ts';

// Automations over MCP (ADR 0065): the REST routes' services, as the other tools are (ADR 0040).

const automationInput = z.object({ automationId: z.string().min(1).max(100).describe('An automation id (from list_automations)') });

const listAutomationsTool = defineTool({
  name: 'list_automations',
  title: 'Your automations',
  description:
    'Free. Your automations — a template (or research instructions) bound to a source (pushed rows, a file URL, a job’s kept rows) and a ' +
    'schedule — each with its status, why it paused or failed, rows waiting and its last run ("120 new rows (120 credits), 4,880 seen before (free)").',
  scope: 'read',
  input: z.object({}),
  run: async ({ runtime, caller }) => {
    const automations = await listAutomations(runtime.db, caller.workspace.id);
    const lines = automations.map((a) => `${a.name} (${a.status}${a.lastRun ? `; last run: ${a.lastRun.summary}` : ''})`);
    return { summary: `${automations.length} automations.${lines.length ? ` ${lines.join('; ')}.` : ''}`, data: { automations } };
  },
});

const automationRunsTool = defineTool({
  name: 'get_automation_runs',
  title: 'An automation’s runs',
  description:
    'Free. An automation’s runs, newest first: new rows (charged), rows seen before (free), credits, the job each started (see get_job), or why it failed.',
  scope: 'read',
  input: automationInput,
  run: async ({ runtime, caller }, { automationId }) => {
    const automation = await getOwnAutomation(runtime.db, caller.workspace.id, automationId);
    const runs = await listRuns(runtime.db, automation.id, 20);
    const last = runs[0];
    return {
      summary: `${runs.length} runs of "${automation.name}".${last ? ` The last (${last.status}): ${last.summary}.` : ''}`,
      data: { runs },
    };
  },
});

const runAutomationTool = defineTool({
  name: 'run_automation',
  title: 'Run an automation now',
  description:
    'Spends credits for new rows only: rows an earlier run of the automation judged cost nothing. Queues a run now (or moves a waiting one to now); ' +
    'follow it with get_automation_runs, then the job it started with get_job / wait_for_job.',
  scope: 'full',
  input: automationInput,
  run: async ({ runtime, caller }, { automationId }) => {
    await runNow(runtime, caller.workspace.id, automationId);
    return { summary: 'Run queued. Call get_automation_runs to follow it.', data: { automationId, queued: true } };
  },
});

export const automationTools = [listAutomationsTool, automationRunsTool, runAutomationTool];
