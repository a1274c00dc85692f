import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { MODEL_READ_NOTE } from '@leadsift/shared';
import { createRuleDecider, readInstructions } from '../../knowledge/index.ts';

/**
 * Rules before the model (ADR 0034): the values of a column that public facts settle ("Deutschland" for
 * "Keep EU companies") are decided at job creation, for free, with the rule named; the others are numbered
 * into chunks again so they alone go to the model. Returns how many values rules decided. The caller runs
 * ANALYZE on filter_decisions once before: the renumbering needs statistics of the rows it just inserted.
 * `byModel`: the instructions are the model's restatement of the user's (ADR 0034); the reasons say so.
 */
export async function decideColumnByRules(
  tx: Tx,
  filterId: string,
  columnIndex: number,
  instructions: string,
  chunkSize: number,
  header?: string,
  byModel = false,
): Promise<number> {
  if (!readInstructions(instructions).ok) return 0;
  // Every value of the column, decided or not, is evidence for the others ("GA" in a column of US states).
  const column = await queryRows<{ valueHash: string; value: string; pending: boolean }>(
    tx,
    sql`SELECT value_hash AS "valueHash", value, decision IS NULL AS pending FROM filter_decisions
        WHERE filter_id = ${filterId} AND column_index = ${columnIndex}::int`,
  );
  const { decide } = createRuleDecider(instructions, { header, values: column.map((c) => c.value) });
  const decided = column.flatMap((p) => {
    const d = p.pending ? decide(p.value) : undefined;
    return d ? [{ valueHash: p.valueHash, ...d, reason: byModel ? `${d.reason} (${MODEL_READ_NOTE})` : d.reason }] : [];
  });
  if (decided.length === 0) return 0;
  for (let i = 0; i < decided.length; i += 10_000) {
    await tx.execute(sql`
      UPDATE filter_decisions d SET decision = v.decision, reason = v.reason, confidence = v.confidence, source = 'rules', decided_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(decided.slice(i, i + 10_000))}::jsonb) AS v("valueHash" text, decision text, reason text, confidence real)
      WHERE d.filter_id = ${filterId} AND d.column_index = ${columnIndex}::int AND d.value_hash = v."valueHash" AND d.decision IS NULL`);
  }
  await tx.execute(sql`
    UPDATE filter_decisions d SET chunk_no = n.rn / ${chunkSize}::int
    FROM (SELECT value_hash, (row_number() OVER (ORDER BY frequency DESC, value) - 1)::int AS rn
          FROM filter_decisions WHERE filter_id = ${filterId} AND column_index = ${columnIndex}::int AND decision IS NULL) n
    WHERE d.filter_id = ${filterId} AND d.column_index = ${columnIndex}::int AND d.value_hash = n.value_hash`);
  return decided.length;
}

/** How many of a column's distinct values rules would decide (the estimate's "decided by rules (free)"). */
export async function countRuleDecided(
  db: DbOrTx,
  uploadId: string,
  columnIndex: number,
  instructions: string,
  header?: string,
): Promise<number> {
  if (!readInstructions(instructions).ok) return 0;
  const values = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM upload_values WHERE upload_id = ${uploadId}::uuid AND column_index = ${columnIndex}::int`,
  );
  const { decide } = createRuleDecider(instructions, { header, values: values.map((v) => v.value) });
  return values.reduce((n, v) => n + (decide(v.value) ? 1 : 0), 0);
}
