// Producers (agents), spec 7 "Producers": the paged list, one producer, the active ones (for the
// hand-over on deactivation and the organization editor) and the Admin's save.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProducerQuery } from '../../src/domain/listQuery';
import type { SaveProducerInput } from '../../src/domain/schemas/producer';
import type { SaveUserInput } from '../../src/domain/schemas/user';
import { V } from '../../src/domain/validation';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import type { Clock } from '../deps/clock';
import { requirePermission, type Principal, type Scope } from './access';
import { auditDifference } from './audit';
import { userSnapshot } from './snapshots';
import { NotFoundError } from './errors';
import {
  anyOfIds,
  byIds,
  contains,
  inIds,
  listPage,
  orderBy,
  orderKey,
  rethrowTaken,
} from './lists';
import { assertEmailFree, type UserService } from './users';
import type { PagedResult } from '../../src/domain/api/common';
import type { ActiveProducers, ProducerRow } from '../../src/domain/api/producers';

const producerColumns = {
  ...pick(s.producers, 'id', 'name', 'email', 'userId', 'since'),
  isActive: s.users.isActive,
};

const PRODUCER_SORT: Record<string, SQL[]> = {
  name: [sql`lower(${s.producers.name})`],
  email: [sql`lower(${s.producers.email})`],
  since: [sql`coalesce(${s.producers.since}::text, '')`],
};

export class ProducerService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly users: UserService,
  ) {}

  /**
   * Producers in scope (never deleted ones): an Admin's all; a Producer's themselves and the
   * producers of their employers' divisions; an EmployerAdmin's the producers of their
   * employer's divisions. Employees have no call here (403).
   */
  private async condition(principal: Principal, scope: Scope): Promise<SQL | undefined> {
    requirePermission(principal, 'producers', 'list');
    const notDeleted = eq(s.users.isDeleted, false);
    if (scope.isAdmin) return notDeleted;
    const divisionIds = (await scope.divisionIds()) ?? [];
    const linked =
      divisionIds.length === 0
        ? sql`false`
        : sql`"producers"."id" in (select dp.producer_id from division_producers dp where ${inIds(sql`dp.division_id`, divisionIds)})`;
    return and(
      notDeleted,
      principal.producerId ? or(eq(s.producers.id, principal.producerId), linked) : linked,
    );
  }

  async list(
    principal: Principal,
    scope: Scope,
    q: ProducerQuery,
  ): Promise<PagedResult<ProducerRow>> {
    const inScope = await this.condition(principal, scope);
    const ids = () => {
      const term = q.searchText?.trim();
      const where = and(
        inScope,
        q.ids ? inIds(s.producers.id, q.ids) : undefined,
        q.userIds ? inIds(s.producers.userId, q.userIds) : undefined,
        term
          ? or(ilike(s.producers.name, contains(term)), ilike(s.producers.email, contains(term)))
          : undefined,
      );
      return this.db
        .select({ id: s.producers.id })
        .from(s.producers)
        .innerJoin(s.users, eq(s.users.id, s.producers.userId))
        .where(where)
        .orderBy(
          ...orderBy(
            'producers',
            q.sortCriteria,
            PRODUCER_SORT,
            s.producers.id,
            PRODUCER_SORT.name,
          ),
        );
    };
    const order = { key: orderKey('producers', principal, q), ids };
    return listPage(this.db, order, q, this.rowsById);
  }

  /** A page of producers by id. */
  private readonly rowsById = byIds('producer_rows', () =>
    this.db
      .select(producerColumns)
      .from(s.producers)
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(anyOfIds(s.producers.id)),
  );

  async get(principal: Principal, scope: Scope, producerId: number): Promise<ProducerRow> {
    const [row] = await this.db
      .select(producerColumns)
      .from(s.producers)
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(and(eq(s.producers.id, producerId), await this.condition(principal, scope)));
    if (!row) throw new NotFoundError('producer');
    return row;
  }

  /**
   * Active, not deleted producers, by name: the candidates for a hand-over and the organization
   * editor. Only an Admin gets their e-mail, user and start date: the others see every producer
   * here (a hand-over may go to anyone) but no more than a name, since the rest of a producer
   * outside their scope is not theirs to read (GET /producers/{id} answers 404 for it).
   */
  async active(principal: Principal): Promise<ActiveProducers> {
    requirePermission(principal, 'producers', 'listActive');
    const where = and(
      eq(s.users.isActive, true),
      eq(s.users.isDeleted, false),
      eq(s.users.role, 'Producer'),
    );
    const order = [sql`lower(${s.producers.name})`, s.producers.id];
    if (principal.role !== 'Admin') {
      return this.db
        .select({ id: s.producers.id, name: s.producers.name })
        .from(s.producers)
        .innerJoin(s.users, eq(s.users.id, s.producers.userId))
        .where(where)
        .orderBy(...order);
    }
    return this.db
      .select(producerColumns)
      .from(s.producers)
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(where)
      .orderBy(...order);
  }

  /**
   * Admin only. With an id, updates the producer's name, e-mail and start date and keeps their
   * user in step (the name split at its first space into first and last name, the e-mail being
   * the sign-in address, so it must be free). Without an id, creates a Producer user with that
   * name and e-mail and sends the invitation, as save-user would.
   */
  async save(principal: Principal, scope: Scope, input: SaveProducerInput) {
    requirePermission(principal, 'producers', 'edit');
    const [firstName, ...rest] = input.name.trim().split(/\s+/);
    const name = { firstName: firstName!, lastName: rest.join(' ') };
    return input.id
      ? this.update(principal, input.id, input, name)
      : this.create(principal, scope, input, name);
  }

  /** A new Producer user with the name and e-mail, invited as save-user would. */
  private async create(
    principal: Principal,
    scope: Scope,
    input: SaveProducerInput,
    { firstName, lastName }: { firstName: string; lastName: string },
  ) {
    const user: SaveUserInput = {
      id: undefined,
      role: 'Producer',
      email: input.email,
      firstName,
      lastName,
      since: input.since,
      divisionId: undefined,
      employers: undefined,
    };
    const created = await this.users.save(principal, scope, user);
    const [producer] = await this.db
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.userId, created.id));
    return { id: producer!.id, userId: created.id, created: true };
  }

  /** The producer's name, e-mail and start date, and their user kept in step. */
  private async update(
    principal: Principal,
    producerId: number,
    input: SaveProducerInput,
    { firstName, lastName }: { firstName: string; lastName: string },
  ) {
    const [producer] = await this.db
      .select({
        ...pick(s.producers, 'id', 'userId'),
        email: s.users.email,
        hasPassword: sql<boolean>`${s.users.passwordHash} is not null`,
      })
      .from(s.producers)
      .innerJoin(s.users, eq(s.users.id, s.producers.userId))
      .where(and(eq(s.producers.id, producerId), eq(s.users.isDeleted, false)));
    if (!producer) throw new NotFoundError('producer');
    const emailChanged = producer.email.toLowerCase() !== input.email.toLowerCase();
    await assertEmailFree(this.db, input.email, producer.userId);
    await this.db
      .transaction(async (tx) => {
        const before = await userSnapshot(tx, producer.userId);
        await tx
          .update(s.producers)
          .set({
            name: input.name,
            email: input.email,
            ...(input.since !== undefined ? { since: input.since } : {}),
          })
          .where(eq(s.producers.id, producer.id));
        await tx
          .update(s.users)
          .set({
            firstName,
            lastName,
            email: input.email,
            userName: input.email,
            // As on save-user: a changed address waits for the user to accept it.
            ...(emailChanged && producer.hasPassword ? { emailConfirmed: false } : {}),
            updatedAt: this.clock.now(),
          })
          .where(eq(s.users.id, producer.userId));
        const after = await userSnapshot(tx, producer.userId);
        await auditDifference(tx, principal, 'update', 'users', producer.userId, before, after);
      })
      .catch((err: unknown) =>
        rethrowTaken(err, { users_email_lower_uq: { field: 'email', key: V.emailTaken } }),
      );
    if (emailChanged) {
      await this.users.emailChanged(
        { id: producer.userId, firstName, lastName },
        producer.email,
        input.email,
      );
    }
    return { id: producer.id, userId: producer.userId, created: false };
  }
}
