// Participants ("clients"), spec 7 "Clients": one participant, the paged list and the CSV export
// of the whole filtered list, streamed batch by batch.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ClientExportQuery, ClientQuery } from '../../src/domain/listQuery';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { userSearchText } from '../db/tables/parties';
import { pick } from '../db/tables/columns';
import type { Clock } from '../deps/clock';
import { type Principal, type Scope } from './access';
import { NotFoundError, RuleError } from './errors';
import {
  anyOfIds,
  asNumber,
  byIds,
  callerKey,
  contains,
  inIds,
  listPage,
  orderKey,
  searchable,
} from './lists';
import type { PagedResult } from '../../src/domain/api/common';
import type { Participant } from '../../src/domain/api/clients';
import { csvLine } from './csv';
import { catalogText, type CatalogLanguage } from './catalog';
import { formatDate } from '../../src/domain/dates';

/** The Participant of spec 3, plus the division and employer it belongs to. */
const participantColumns = {
  id: s.participants.id,
  ...pick(s.users, 'firstName', 'lastName', 'userName'),
  userId: s.participants.userId,
  ...pick(s.users, 'email', 'phoneNumber', 'isActive'),
  statusType: s.participants.statusType,
  dateOfBirth: s.users.dateOfBirth,
  ...pick(s.participants, 'clientUniqueId', 'note', 'planEnrollmentDate', 'title', 'divisionId'),
  divisionName: s.divisions.name,
  employerId: s.divisions.employerId,
  employerName: s.employers.name,
  planName: s.divisions.planName,
  matchingContribution: asNumber(s.participants.matchingContribution),
  percentage: asNumber(s.participants.percentage),
  ...pick(s.users, 'address', 'state', 'city', 'zip'),
};

/**
 * Sortable keys as never-null text expressions, so that the export's keyset ("rows after the
 * last one sent") is a plain comparison of the same values the ORDER BY uses.
 */
const CLIENT_SORT: Record<string, SQL[]> = {
  name: [sql`lower(${s.users.lastName})`, sql`lower(${s.users.firstName})`],
  firstName: [sql`lower(${s.users.firstName})`],
  lastName: [sql`lower(${s.users.lastName})`],
  email: [sql`lower(${s.users.email})`],
  clientUniqueId: [sql`lower(${s.participants.clientUniqueId})`],
  employerName: [sql`lower(${s.employers.name})`],
  planName: [sql`lower(coalesce(${s.divisions.planName}, ''))`],
  statusType: [sql`${s.participants.statusType}`],
  planEnrollmentDate: [sql`coalesce(${s.participants.planEnrollmentDate}::text, '')`],
  isActive: [sql`case when ${s.users.isActive} then '1' else '0' end`],
};

/** The sort keys that read the division or the employer. */
const ORGANIZATION_SORT = new Set(['employerName', 'planName']);

/**
 * The participants a search for `term` may find, through the trigram indexes of their users'
 * text and of their client ids (see `searchable`); undefined for a term too short for them.
 */
function candidates(term: string): SQL | undefined {
  const byUser = searchable(term, userSearchText(s.users));
  const byClientId = searchable(term, sql`${s.participants.clientUniqueId}`);
  if (!byUser || !byClientId) return undefined;
  // Inside the subqueries the tables' names are their own, not the outer query's.
  return sql`${s.participants.id} in (
    select ${s.participants.id} from ${s.participants}
      join ${s.users} on ${s.users.id} = ${s.participants.userId} where ${byUser}
    union select ${s.participants.id} from ${s.participants} where ${byClientId})`;
}

interface SortKey {
  expr: SQL;
  descending: boolean;
}

function sortKeys(criteria: ClientExportQuery['sortCriteria']): SortKey[] {
  const keys: SortKey[] = [];
  for (const c of criteria) {
    const exprs = Object.hasOwn(CLIENT_SORT, c.sortKey) ? CLIENT_SORT[c.sortKey] : undefined;
    if (!exprs) throw new RuleError(`Cannot sort clients by ${JSON.stringify(c.sortKey)}.`);
    for (const expr of exprs) keys.push({ expr, descending: c.isDescending });
  }
  if (keys.length === 0)
    keys.push(...CLIENT_SORT.name!.map((expr) => ({ expr, descending: false })));
  keys.push({ expr: sql`${s.participants.id}`, descending: false });
  return keys;
}

/** Rows strictly after `values` in the order of `keys` (the keyset of the next batch). */
function after(keys: SortKey[], values: unknown[]): SQL {
  return or(
    ...keys.map((key, i) =>
      and(
        ...keys.slice(0, i).map((k, j) => sql`${k.expr} = ${values[j]}`),
        key.descending ? sql`${key.expr} < ${values[i]}` : sql`${key.expr} > ${values[i]}`,
      ),
    ),
  )!;
}

/** Rows per query of the export: memory holds one batch, whatever the size of the list. */
export const EXPORT_BATCH_SIZE = 1000;

/** The columns of the export: the catalog key of each header (under exports.participants). */
const CSV_COLUMNS: [string, (r: Participant, text: CsvText) => unknown][] = [
  ['clientId', (r) => r.clientUniqueId],
  ['firstName', (r) => r.firstName],
  ['lastName', (r) => r.lastName],
  ['email', (r) => r.email],
  ['phoneNumber', (r) => r.phoneNumber],
  ['employer', (r) => r.employerName],
  ['division', (r) => r.divisionName],
  ['plan', (r) => r.planName],
  ['title', (r) => r.title],
  ['status', (r, t) => r.statusType && t.label(`participantStatus.${r.statusType}`)],
  ['active', (r, t) => t.label(r.isActive ? 'exports.yes' : 'exports.no')],
  ['dateOfBirth', (r, t) => t.date(r.dateOfBirth)],
  ['planEnrollmentDate', (r, t) => t.date(r.planEnrollmentDate)],
  ['matchingContribution', (r) => r.matchingContribution],
  ['percentage', (r) => r.percentage],
  ['address', (r) => r.address],
  ['city', (r) => r.city],
  ['state', (r) => r.state],
  ['zip', (r) => r.zip],
  ['note', (r) => r.note],
];

/** The reader's words and date format for the cells that are not data as entered. */
interface CsvText {
  label: (key: string) => string;
  date: (iso: string | null | undefined) => string;
}

const csvText = (lang: CatalogLanguage): CsvText => ({
  label: (key) => catalogText(lang, key),
  date: (iso) => formatDate(iso, lang),
});

export class ClientService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  private base() {
    return this.db
      .select(participantColumns)
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId));
  }

  /** Scope (Admin all, Producer/EmployerAdmin their divisions, Employee themselves) and filters. */
  private async where(scope: Scope, q: ClientExportQuery): Promise<SQL | undefined> {
    return and(await scope.participantCondition(), this.filters(q));
  }

  /** The list's filters and search, whoever asks. */
  private filters(q: ClientExportQuery): SQL | undefined {
    const term = q.searchText?.trim();
    return and(
      eq(s.users.isDeleted, false),
      q.ids ? inIds(s.participants.id, q.ids) : undefined,
      q.userIds ? inIds(s.participants.userId, q.userIds) : undefined,
      q.employerId ? eq(s.divisions.employerId, q.employerId) : undefined,
      q.firstName?.trim() ? ilike(s.users.firstName, contains(q.firstName)) : undefined,
      q.lastName?.trim() ? ilike(s.users.lastName, contains(q.lastName)) : undefined,
      term
        ? and(
            candidates(term),
            or(
              ilike(sql`${s.users.firstName} || ' ' || ${s.users.lastName}`, contains(term)),
              ilike(s.users.email, contains(term)),
              ilike(s.participants.clientUniqueId, contains(term)),
              ilike(s.users.phoneNumber, contains(term)),
            ),
          )
        : undefined,
    );
  }

  /** One participant: any signed-in role, within scope (an Admin also sees deleted users'). */
  async get(_principal: Principal, scope: Scope, clientId: number): Promise<Participant> {
    const [row] = await this.base().where(
      and(
        eq(s.participants.id, clientId),
        await scope.participantCondition(),
        scope.isAdmin ? undefined : eq(s.users.isDeleted, false),
      ),
    );
    if (!row) throw new NotFoundError('client');
    return row;
  }

  async list(
    principal: Principal,
    scope: Scope,
    q: ClientQuery,
  ): Promise<PagedResult<Participant>> {
    const inScope = await scope.participantCondition();
    const keys = sortKeys(q.sortCriteria);
    // The order joins only what the conditions and the sort read: every participant has a
    // division and every division an employer (foreign keys), so those joins change no row.
    const ids = () => {
      const ordered = this.db
        .select({ id: s.participants.id })
        .from(s.participants)
        .innerJoin(s.users, eq(s.users.id, s.participants.userId));
      const readsOrganizations =
        q.employerId || q.sortCriteria.some((c) => ORGANIZATION_SORT.has(c.sortKey));
      return (
        readsOrganizations
          ? ordered
              .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
              .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
          : ordered
      )
        .where(this.filters(q))
        .orderBy(...keys.map((k) => (k.descending ? desc(k.expr) : asc(k.expr))));
    };
    // The whole list's order serves every caller, each narrowed to the participants in scope.
    const within = inScope && {
      key: callerKey('clients', principal),
      ids: () => this.db.select({ id: s.participants.id }).from(s.participants).where(inScope),
    };
    const order = { key: orderKey('clients', null, q), ids, within };
    return listPage(this.db, order, q, this.rowsById);
  }

  /** A page of participants by id. */
  private readonly rowsById = byIds('participant_rows', () =>
    this.base().where(anyOfIds(s.participants.id)),
  );

  /**
   * The CSV export of the whole filtered list, with no row cap. Checks the query at once (so a
   * bad one is an ordinary 400), then hands back a lazy generator: each batch is read by its own
   * keyset query only when the previous one has been taken, so memory holds one batch however
   * long the list, and nothing holds a transaction open while a slow client downloads.
   */
  async exportCsv(
    _principal: Principal,
    scope: Scope,
    q: ClientExportQuery,
    batchSize = EXPORT_BATCH_SIZE,
  ) {
    const where = await this.where(scope, q);
    const keys = sortKeys(q.sortCriteria);
    const fileName = `participants-${this.clock.now().toISOString().slice(0, 10)}.csv`;
    // The first batch is read before the caller sends any header, so that a query the database
    // refuses is an error answer rather than a download cut short.
    const first = await this.csvBatch(where, keys, undefined, batchSize);
    const text = csvText(q.lang ?? 'en');
    return { fileName, chunks: this.csvChunks(where, keys, batchSize, first, text) };
  }

  private async csvBatch(
    where: SQL | undefined,
    keys: SortKey[],
    last: unknown[] | undefined,
    batchSize: number,
  ) {
    const keyColumns = Object.fromEntries(keys.map((k, i) => [`sortKey${i}`, k.expr]));
    return (await this.db
      .select({ ...participantColumns, ...keyColumns })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(and(where, last ? after(keys, last) : undefined))
      .orderBy(...keys.map((k) => (k.descending ? desc(k.expr) : asc(k.expr))))
      .limit(batchSize)) as (Participant & Record<string, unknown>)[];
  }

  private async *csvChunks(
    where: SQL | undefined,
    keys: SortKey[],
    batchSize: number,
    first: (Participant & Record<string, unknown>)[],
    text: CsvText,
  ) {
    yield csvLine(CSV_COLUMNS.map(([header]) => text.label(`exports.participants.${header}`)));
    let rows = first;
    for (;;) {
      if (rows.length === 0) return;
      yield rows.map((r) => csvLine(CSV_COLUMNS.map(([, cell]) => cell(r, text)))).join('');
      if (rows.length < batchSize) return;
      const tail = rows[rows.length - 1]!;
      rows = await this.csvBatch(
        where,
        keys,
        keys.map((_, i) => tail[`sortKey${i}`]),
        batchSize,
      );
    }
  }
}
