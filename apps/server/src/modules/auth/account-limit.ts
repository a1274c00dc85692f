import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * Counts a sign-in attempt for one account in the shared rate_limit table (one atomic upsert, so it holds
 * across web nodes). Returns true when the account is over its limit for the current window.
 */
export async function hitAccountLimit(db: Db, email: string, rule: { window: number; max: number }): Promise<boolean> {
  const key = `account:${email}`;
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count`,
  );
  const count = Number(row?.count ?? 0);
  return count > rule.max;
}
