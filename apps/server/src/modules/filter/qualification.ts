import { coveredRows } from '@leadsift/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Decision, filterJobs } from '../../db/schema/index.ts';

export type LogicMode = 'AND' | 'OR';

/** SPEC §4: the user's override wins; a value with no decision counts as EXCLUDE. */
export function effectiveDecision(decision: Decision | null | undefined, override: Decision | null | undefined): Decision {
  return override ?? decision ?? 'EXCLUDE';
}

/** SPEC §4: AND — qualifies unless any selected column's value is EXCLUDE; OR — qualifies if any is KEEP. */
export function rowQualifies(decisions: Decision[], mode: LogicMode): boolean {
  if (decisions.length === 0) return false;
  return mode === 'AND' ? decisions.every((d) => d === 'KEEP') : decisions.some((d) => d === 'KEEP');
}

/**
 * The SQL form of the same rule over `upload_rows r`, joined to one `filter_decisions` alias per selected
 * column (d0, d1, …). Decisions are looked up by md5 of the cell, the key they were stored under.
 */
export function qualificationSql(
  filterId: string,
  columnIndexes: number[],
  mode: LogicMode,
): { joins: SQL; qualifies: SQL; undecided: SQL } {
  const joins = sql.join(
    columnIndexes.map((col, i) => {
      const alias = sql.raw(`d${i}`);
      return sql`LEFT JOIN filter_decisions ${alias} ON ${alias}.filter_id = ${filterId} AND ${alias}.column_index = ${col} AND ${alias}.value_hash = md5(r.cells[${col + 1}])`;
    }),
    sql` `,
  );
  const keeps = columnIndexes.map((_, i) => sql.raw(`coalesce(d${i}.override, d${i}.decision) = 'KEEP'`));
  const qualifies = columnIndexes.length === 0 ? sql`false` : sql.join(keeps, sql.raw(mode === 'AND' ? ' AND ' : ' OR '));
  const undecided =
    columnIndexes.length === 0
      ? sql`false`
      : sql.join(
          columnIndexes.map((_, i) => sql.raw(`d${i}.decision IS NULL`)),
          sql` OR `,
        );
  return { joins, qualifies: sql`(${qualifies})`, undecided: sql`(${undecided})` };
}

/**
 * The rows of `upload_rows r` a job covers: all of them, or with a "Stop at" limit below the row count the
 * first N in file order (ADR 0044). Qualification, refunds and results look at these rows only.
 */
export function coveredRowsSql(job: Pick<typeof filterJobs.$inferSelect, 'rowCount' | 'creditLimit'>): SQL {
  const rows = coveredRows(job.rowCount, job.creditLimit);
  return rows < job.rowCount ? sql`r.row_index < ${rows}::int` : sql`true`;
}
