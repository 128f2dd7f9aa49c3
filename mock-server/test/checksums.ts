// What "nothing changed" means for tests that send bad input: a checksum of every table that a
// refused request must leave alone.
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/connection';

/**
 * Tables left out of the checksum, because a rejected request may rightly write them:
 * rate_limit_counters (every sign-in, refresh and forgot-password attempt is counted),
 * sign_in_failures (a wrong sign-in is recorded for the lock-out), refresh_sessions (sign-out
 * ends the caller's session whatever its body; refresh rotates) and audit_log (it records
 * attempts, not data). Everything else, the outbox included, must stay as it was.
 */
export const VOLATILE_TABLES = [
  'rate_limit_counters',
  'sign_in_failures',
  'refresh_sessions',
  'audit_log',
] as const;

/**
 * One checksum per table: its row count and the sum of its rows' 64-bit hashes. The sum does not
 * depend on row order, so no table is sorted, which keeps a check after every route cheap.
 */
export async function tableChecksums(db: AppDb): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // One statement for every table: the whole check costs a single round trip.
  const checked = tables.filter((t) => !(VOLATILE_TABLES as readonly string[]).includes(t.name));
  const rows = await queryRows<{ name: string; sum: string | null }>(
    db,
    sql.raw(
      checked
        .map(
          ({ name }) =>
            `select '${name}' as name, (select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) from "${name}" t) as sum`,
        )
        .join(' union all '),
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.sum ?? 'empty']));
}
