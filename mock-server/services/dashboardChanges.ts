// The latest changes of the audit trail for an Admin's dashboard: when, who, what was done to
// which record, with the record's name as it stands now (none once it is gone) and, for a
// policy or a producer, the user whose page shows it. Sign-in housekeeping and reads (a bank
// account revealed) are not changes.
import { sql } from 'drizzle-orm';
import type { RecentChange } from '../../src/domain/api/dashboard';
import { queryRows, type AppDb } from '../db/connection';

export const RECENT_CHANGES = 10;

/** The record's name by the audit trail's entity. */
const recordName = sql`case a.entity
    when 'users' then (select trim(x.first_name || ' ' || x.last_name) from users x
      where x.id::text = a.entity_id and not x.is_deleted)
    when 'producers' then (select trim(x.first_name || ' ' || x.last_name)
      from producers p join users x on x.id = p.user_id where p.id::text = a.entity_id)
    when 'policies' then (select x.policy_number from policies x where x.id::text = a.entity_id)
    when 'employers' then (select x.name from employers x where x.id::text = a.entity_id)
    when 'divisions' then (select x.name from divisions x where x.id::text = a.entity_id)
    when 'carriers' then (select x.name from carriers x where x.id::text = a.entity_id)
    when 'carriers.bankAccount' then (select x.name from carriers x where x.id::text = a.entity_id)
    when 'products' then (select x.product_name from products x where x.id::text = a.entity_id)
    when 'investments' then (select x.investment_name from investments x
      where x.id::text = a.entity_id)
    when 'document' then (select x.document_name from documents x where x.id::text = a.entity_id)
    when 'afr_rates' then (select x.year::text from afr_rates x where x.id::text = a.entity_id)
  end`;

/** The user whose page shows the record: a policy's participant, a producer. */
const shownOnUser = sql`case a.entity
    when 'producers' then (select p.user_id from producers p where p.id::text = a.entity_id)
    when 'policies' then (select pa.user_id from policies po
      join participants pa on pa.id = po.client_id where po.id::text = a.entity_id)
  end`;

export async function recentChanges(db: AppDb): Promise<RecentChange[]> {
  return queryRows<RecentChange>(
    db,
    sql`select a.id::int as "id", a.at as "at", a.action as "action", a.entity as "entity",
      a.entity_id as "entityId",
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "actorName",
      ${recordName} as "recordName", ${shownOnUser} as "userId"
    from audit_log a left join users u on u.id = a.actor_user_id
    where a.entity <> 'refresh_sessions' and a.action <> 'reveal'
    order by a.at desc, a.id desc
    limit ${RECENT_CHANGES}`,
  ).then((rows) => rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })));
}
