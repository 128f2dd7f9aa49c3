// The History views (spec: the Admin's day): one record's audit trail, newest first, each write
// with the fields it changed before and after, filtered by days, person and field, a page at a
// time or whole as CSV. A reader sees the history of a record they may see (DESIGN 5.1: 404
// outside their scope), with the same permission as the record's own page.
import { sql, type SQL } from 'drizzle-orm';
import type {
  HistoryActor,
  HistoryChange,
  HistoryEntry,
  HistoryPage,
} from '../../../src/domain/api/history';
import {
  changeFieldsOf,
  HISTORY_SUBJECTS,
  type HistorySubject,
  type HistorySubjectKey,
} from '../../../src/domain/history/subjects';
import type { HistoryQuery } from '../../../src/domain/schemas/history';
import { V } from '../../../src/domain/validation';
import { queryRows, type AppDb } from '../../db/connection';
import { requirePermission, type Principal, type Scope } from '../access';
import { ValidationError } from '../errors';
import { pagedResult } from '../lists';
import { assertVisible, type DocumentReader } from './visibility';
import { namesOf, recordName } from './names';

type Snapshot = Record<string, unknown>;

interface AuditRow {
  id: number;
  at: Date | string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  changes: Snapshot | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The described fields an entry changed, in the subject's order. An entry keeps { before, after }
 * of the changed fields; an older one kept only what was written (then taken as the new values).
 * Fields no History view names (ids, reasons, secrets) are left out.
 */
export function changesOf(subject: HistorySubject, raw: Snapshot | null): HistoryChange[] {
  const c = raw ?? {};
  const paired = 'before' in c || 'after' in c;
  const before = ((paired ? c.before : null) ?? {}) as Snapshot;
  const after = ((paired ? c.after : c) ?? {}) as Snapshot;
  return changeFieldsOf(subject)
    .filter((f) => (f in before || f in after) && !same(before[f], after[f]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** The conditions of a query: the record, the days (UTC, inclusive), the person and the field. */
function conditions(subject: HistorySubject, id: number, q: HistoryQuery): SQL {
  const field = q.field;
  const parts = [
    sql`a.entity = ${subject.audit} and a.entity_id = ${String(id)}`,
    q.from ? sql`a.at >= (${q.from}::date)::timestamp at time zone 'UTC'` : undefined,
    q.to ? sql`a.at < (${q.to}::date + 1)::timestamp at time zone 'UTC'` : undefined,
    q.actorId ? sql`a.actor_user_id = ${q.actorId}` : undefined,
    field
      ? sql`(a.changes->'before'->${field} is not null or a.changes->'after'->${field} is not null
            or a.changes->${field} is not null)`
      : undefined,
  ];
  return sql.join(
    parts.filter((p): p is SQL => !!p),
    sql` and `,
  );
}

const ENTRY_COLUMNS = sql`a.id, a.at, a.actor_user_id as "actorId",
  case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as "actorName",
  a.action, a.changes`;

export class HistoryService {
  constructor(
    private readonly db: AppDb,
    private readonly documents: DocumentReader,
  ) {}

  /** Checks the reader may see the record and the query's field is one of the record's. */
  private async open(principal: Principal, scope: Scope, key: HistorySubjectKey, id: number) {
    const subject = HISTORY_SUBJECTS[key];
    requirePermission(principal, subject.permission, 'show');
    const reader = { record: subject.record, principal, scope, documents: this.documents };
    await assertVisible(this.db, reader, key, id);
    return subject;
  }

  private entries(subject: HistorySubject, rows: AuditRow[], field?: string): HistoryEntry[] {
    return rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      changes: changesOf(subject, r.changes).filter((c) => !field || c.field === field),
    }));
  }

  /** One page of a record's history, newest first, with the names its changes refer to. */
  async page(
    principal: Principal,
    scope: Scope,
    key: HistorySubjectKey,
    id: number,
    q: HistoryQuery,
  ): Promise<HistoryPage> {
    const subject = await this.open(principal, scope, key, id);
    assertField(subject, q.field);
    const where = conditions(subject, id, q);
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from audit_log a where ${where}`,
    );
    const rows = await queryRows<AuditRow>(
      this.db,
      sql`select ${ENTRY_COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
          where ${where} order by a.at desc, a.id desc
          limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`,
    );
    const entries = this.entries(subject, rows, q.field);
    return {
      ...pagedResult(q, count!.n, entries),
      recordName: await recordName(this.db, key, id),
      names: await namesOf(
        this.db,
        subject,
        entries.flatMap((e) => e.changes),
      ),
      actors: await this.actors(subject, id),
    };
  }

  /** Every entry the query finds (the CSV), newest first, with the names they refer to. */
  async all(
    principal: Principal,
    scope: Scope,
    key: HistorySubjectKey,
    id: number,
    q: HistoryQuery,
  ) {
    const subject = await this.open(principal, scope, key, id);
    assertField(subject, q.field);
    const rows = await queryRows<AuditRow>(
      this.db,
      sql`select ${ENTRY_COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
          where ${conditions(subject, id, q)} order by a.at desc, a.id desc limit 100000`,
    );
    const entries = this.entries(subject, rows, q.field);
    const names = await namesOf(
      this.db,
      subject,
      entries.flatMap((e) => e.changes),
    );
    return { subject, entries, names };
  }

  /** The people who changed the record (the person filter's choices), by name. */
  private actors(subject: HistorySubject, id: number): Promise<HistoryActor[]> {
    return queryRows<HistoryActor>(
      this.db,
      sql`select distinct u.id, trim(u.first_name || ' ' || u.last_name) as name
          from audit_log a join users u on u.id = a.actor_user_id
          where a.entity = ${subject.audit} and a.entity_id = ${String(id)}
          order by name`,
    );
  }
}

/** A field filter names one of the record's fields (400 otherwise). */
function assertField(subject: HistorySubject, field: string | undefined) {
  if (field && !changeFieldsOf(subject).includes(field)) {
    throw new ValidationError({ field: 'field', key: V.invalid });
  }
}
