import { Readable } from 'node:stream';
import type { PushedRows } from '@leadsift/shared';
import { and, eq } from 'drizzle-orm';
import { automationPushes, automations, type AutomationRow } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import { limitsForRows, parseTabular, TabularError } from '../../files/parse/index.ts';
import { hashApiKey } from '../../lib/api-key-format.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime-types.ts';
import { pendingRowCount } from './automations.service.ts';
import { queueRun } from './run-queue.ts';
import { type Table } from './table.ts';

// Rows pushed to an automation (ADR 0065): kept until a run takes them; the first push of a window queues that run
// to start when the window ends, later pushes join it, and a full batch (`batchRows`) starts it at once.

/** The automation a push key belongs to, if it is this one's: one indexed lookup of the key's hash. */
export async function automationOfPushKey(runtime: Pick<Runtime, 'db'>, automationId: string, key: string): Promise<AutomationRow> {
  const [row] = await runtime.db
    .select()
    .from(automations)
    .where(and(eq(automations.pushKeyHash, hashApiKey(key)), eq(automations.id, automationId)));
  if (!row) throw unauthorized('This push key is not valid for this automation');
  return row;
}

/** A pushed CSV body as a table, with the uploads' limits. */
export async function tableFromCsv(body: Buffer, config: Pick<Config, 'MAX_ROWS' | 'UPLOAD_PARSE_TIMEOUT_S'>): Promise<Table> {
  const table = await parseTabular(Readable.from([body]), {
    format: 'csv',
    limits: limitsForRows(config.MAX_ROWS),
    deadline: AbortSignal.timeout(config.UPLOAD_PARSE_TIMEOUT_S * 1000),
  });
  const rows: string[][] = [];
  for await (const row of table.rows) rows.push(row);
  return { columns: [...table.columns], rows };
}

/**
 * Keeps the pushed rows and queues the run that will take them (unless the automation is paused: they wait for
 * its resume). More rows waiting than MAX_ROWS is refused (413), as an upload past it is.
 */
export async function pushRows(runtime: Runtime, automation: AutomationRow, table: Table): Promise<PushedRows> {
  if (automation.sourceType !== 'push') throw new HttpError(409, 'This automation reads its rows from its source; it takes no pushed rows');
  if (table.rows.length === 0) throw new TabularError('No rows: send at least one');
  return runtime.db.transaction(async (tx) => {
    // The automation's row is locked: pushes landing at once count the rows waiting one after the other.
    await tx.select({ id: automations.id }).from(automations).where(eq(automations.id, automation.id)).for('update');
    const waiting = await pendingRowCount(tx, automation.id);
    if (waiting + table.rows.length > runtime.config.MAX_ROWS)
      throw new HttpError(413, `More than ${runtime.config.MAX_ROWS.toLocaleString('en-US')} rows would wait for the next run (MAX_ROWS)`);
    await tx.insert(automationPushes).values({
      automationId: automation.id,
      columns: table.columns,
      rows: table.rows,
      rowCount: table.rows.length,
    });
    const pendingRows = waiting + table.rows.length;
    if (automation.status !== 'active') return { accepted: table.rows.length, pendingRows, runAfter: null };
    const full = automation.batchRows !== null && pendingRows >= automation.batchRows;
    const runAfter = await queueRun(
      runtime,
      tx,
      { automationId: automation.id, trigger: 'push' },
      { delaySeconds: full ? 0 : automation.debounceSeconds, hurry: full },
    );
    return { accepted: table.rows.length, pendingRows, runAfter: runAfter.toISOString() };
  });
}
