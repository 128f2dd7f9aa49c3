// A participant's policies (spec 3 "Policy, full"): the detail with its computed figures, the
// save with its beneficiaries and allocations, the 1035 exchange (DESIGN 5.6) and the change
// history read from the audit log. Scope: the policy's participant must be in the caller's scope.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ExchangedPolicyRef, PolicyChange, PolicyDetail } from '../../src/domain/api/policies';
import type {
  ExchangePolicyInput,
  SavePolicyInput,
  UserPolicyItem,
} from '../../src/domain/schemas/policy';
import { V } from '../../src/domain/validation';
import { queryRows, type AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import type { Clock } from '../deps/clock';
import { requirePermission, type Principal, type Scope } from './access';
import { audit, difference } from './audit';
import { frozenError } from './entryRules';
import { NotFoundError, ValidationError, type FieldKey } from './errors';
import { brokenConstraint, inIds } from './lists';
import { policyDetail, policyHeading, policyLists, valuesCount } from './policyDetail';
import { allocationsOf, beneficiariesOf } from './policyParts';
import { policyFigures, policyReceivable } from './policyFigures';

type PolicyRow = typeof s.policies.$inferSelect;
type PolicyFields = Omit<SavePolicyInput, 'id' | 'clientId'>;

/** What the audit log keeps of a policy: its own fields, beneficiaries and allocations. */
export type PolicySnapshot = Record<string, unknown>;

/** 'The Policy Number must be unique.': one number per carrier (the database's unique key). */
const numberTaken = () => new ValidationError({ field: 'policyNumber', key: V.policyNumberUnique });

/** Throws 404 unless the policy exists and its participant is in the caller's scope. */
export async function assertPolicyVisible(db: AppDb, scope: Scope, policyId: number) {
  const condition = await scope.participantCondition();
  const [row] = await db
    .select({ policy: s.policies })
    .from(s.policies)
    .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
    .innerJoin(s.users, eq(s.users.id, s.participants.userId))
    .where(and(eq(s.policies.id, policyId), eq(s.users.isDeleted, false), condition));
  if (!row) throw new NotFoundError('policy');
  return row.policy;
}

async function snapshot(db: AppDb, policyId: number): Promise<PolicySnapshot> {
  const [p] = await db.select().from(s.policies).where(eq(s.policies.id, policyId));
  const beneficiaries = (await beneficiariesOf(db, [policyId])).map(({ name, type, percent }) => ({
    name,
    type,
    percent,
  }));
  const allocations = (await allocationsOf(db, [policyId])).map(
    ({ investmentId, investmentName, percent }) => ({ investmentId, investmentName, percent }),
  );
  const { createdAt: _created, ...fields } = p!;
  return { ...fields, beneficiaries, allocations };
}

export class PolicyService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  private today() {
    return this.clock.now().toISOString().slice(0, 10);
  }

  // ------------------------------------------------------------------ read

  async detail(principal: Principal, scope: Scope, policyId: number): Promise<PolicyDetail> {
    requirePermission(principal, 'policies', 'show');
    await assertPolicyVisible(this.db, scope, policyId);
    const heading = await policyHeading(this.db, policyId);
    const p = heading.policy;
    const today = this.today();
    const counts = await valuesCount(this.db, p, scope.isAdmin, today);
    return policyDetail(heading, {
      figures: await policyFigures(this.db, policyId, scope.isAdmin, counts),
      receivable: await policyReceivable(this.db, p.clientId, policyId, today),
      refs: await this.exchangeRefs(p),
      ...(await policyLists(this.db, policyId, p.carrierId)),
    });
  }

  private async exchangeRefs(p: PolicyRow) {
    const ref = {
      ...pick(s.policies, 'id', 'policyNumber', 'anniversaryDate', 'status', 'statusAppliedAsOf'),
    };
    const [successor] = p.exchangedPolicyForId
      ? await this.db.select(ref).from(s.policies).where(eq(s.policies.id, p.exchangedPolicyForId))
      : [];
    const predecessors: ExchangedPolicyRef[] = await this.db
      .select(ref)
      .from(s.policies)
      .where(eq(s.policies.exchangedPolicyForId, p.id))
      .orderBy(s.policies.id);
    return { successor: successor ?? null, predecessors };
  }

  /** The policy's change history: its audit rows, newest first, with before and after. */
  async changes(principal: Principal, scope: Scope, policyId: number): Promise<PolicyChange[]> {
    requirePermission(principal, 'policies', 'show');
    await assertPolicyVisible(this.db, scope, policyId);
    const rows = await this.db
      .select({
        ...pick(s.auditLog, 'id', 'at', 'action', 'changes'),
        actorName: sql<string | null>`${s.users.firstName} || ' ' || ${s.users.lastName}`,
      })
      .from(s.auditLog)
      .leftJoin(s.users, eq(s.users.id, s.auditLog.actorUserId))
      .where(and(eq(s.auditLog.entity, 'policies'), eq(s.auditLog.entityId, String(policyId))))
      .orderBy(desc(s.auditLog.id))
      .limit(200);
    return rows.map((r) => {
      const changes = (r.changes ?? {}) as Record<string, unknown>;
      const paired = 'before' in changes || 'after' in changes;
      return {
        id: r.id,
        at: r.at.toISOString(),
        actorName: r.actorName,
        action: r.action,
        before: paired ? ((changes.before as Record<string, unknown>) ?? null) : null,
        after: paired ? ((changes.after as Record<string, unknown>) ?? null) : changes,
      };
    });
  }

  // ------------------------------------------------------------------ save

  /** POST /api/policies/save-policy: creates or updates one policy of a participant in scope. */
  async save(principal: Principal, scope: Scope, input: SavePolicyInput): Promise<{ id: number }> {
    requirePermission(principal, 'policies', input.id ? 'edit' : 'create');
    const client = await scope.assertParticipantVisible(input.clientId);
    if (input.id) {
      const existing = await assertPolicyVisible(this.db, scope, input.id);
      if (existing.clientId !== input.clientId) throw new NotFoundError('policy');
    }
    return this.db
      .transaction((tx) => this.write(tx, principal, scope, client, input.id, input))
      .catch(rethrowTaken);
  }

  /**
   * save-user's policies[] (spec 7): each full item is saved, a bare reference is kept as stored;
   * runs inside the user's transaction.
   */
  async saveForUser(
    tx: AppDb,
    principal: Principal,
    scope: Scope,
    userId: number,
    items: readonly UserPolicyItem[],
  ): Promise<void> {
    const full = items.filter((i): i is Exclude<UserPolicyItem, { keep: true }> => !('keep' in i));
    if (full.length === 0) return;
    requirePermission(principal, 'policies', 'edit');
    const [client] = await tx
      .select({ id: s.participants.id, divisionId: s.participants.divisionId })
      .from(s.participants)
      .where(eq(s.participants.userId, userId));
    if (!client) throw new ValidationError({ field: 'policies', key: V.invalid });
    for (const item of full) {
      if (item.id) {
        const existing = await assertPolicyVisible(tx, scope, item.id);
        if (existing.clientId !== client.id) throw new NotFoundError('policy');
      }
      await this.write(tx, principal, scope, client, item.id, item);
    }
  }

  /** Checks the policy's links against its carrier and writes it with its lists, audited. */
  private async write(
    tx: AppDb,
    principal: Principal,
    scope: Scope,
    client: { id: number; divisionId: number },
    id: number | undefined,
    input: PolicyFields,
  ): Promise<{ id: number }> {
    const before = id ? await snapshot(tx, id) : null;
    if (before && before.status === 'Exchanged') throw frozenError();
    if (input.divisionId) await assertDivisionInScope(tx, scope, input.divisionId);
    await this.checkCarrierLinks(tx, input);
    const policyNumber = input.policyNumber.trim();
    await assertNumberFree(tx, input.carrierId, policyNumber, id);
    const fields = {
      carrierId: input.carrierId,
      productId: input.productId ?? null,
      divisionId: input.divisionId ?? client.divisionId,
      policyNumber,
      accountLabel: input.accountLabel ?? null,
      anniversaryDate: input.anniversaryDate ?? null,
      agent: input.agent ?? null,
      isCoInsured: input.isCoInsured,
      coInsuredName: input.isCoInsured ? (input.coInsuredName ?? null) : null,
      coInsuredBirthDay: input.isCoInsured ? (input.coInsuredBirthDay ?? null) : null,
      status: input.status,
      statusAppliedAsOf: input.statusAppliedAsOf ?? null,
      isShowPolicy: input.isShowPolicy,
    };
    let policyId = id;
    if (policyId) {
      await tx.update(s.policies).set(fields).where(eq(s.policies.id, policyId));
    } else {
      const [row] = await tx
        .insert(s.policies)
        .values({ ...fields, clientId: client.id })
        .returning({ id: s.policies.id });
      policyId = row!.id;
    }
    await replaceLists(tx, policyId, input);
    const after = await snapshot(tx, policyId);
    await audit(tx, {
      actorUserId: principal.userId,
      action: id ? 'update' : 'create',
      entity: 'policies',
      entityId: String(policyId),
      changes: difference(before, after),
    });
    return { id: policyId };
  }

  /** The product and every allocated investment option must be the policy's carrier's. */
  private async checkCarrierLinks(tx: AppDb, input: PolicyFields): Promise<void> {
    const [carrier] = await tx
      .select({ id: s.carriers.id })
      .from(s.carriers)
      .where(eq(s.carriers.id, input.carrierId));
    if (!carrier) throw new ValidationError({ field: 'carrierId', key: V.invalid });
    const errors: FieldKey[] = [];
    if (input.productId) {
      const [product] = await tx
        .select({ carrierId: s.products.carrierId })
        .from(s.products)
        .where(eq(s.products.id, input.productId));
      if (product?.carrierId !== input.carrierId) {
        errors.push({ field: 'productId', key: V.productOfCarrier });
      }
    }
    const ids = input.allocations.map((a) => a.investmentId);
    const owned = new Set(
      (
        await tx
          .select({ id: s.investments.id })
          .from(s.investments)
          .where(and(inIds(s.investments.id, ids), eq(s.investments.carrierId, input.carrierId)))
      ).map((r) => r.id),
    );
    input.allocations.forEach((a, i) => {
      if (!owned.has(a.investmentId)) {
        errors.push({ field: `allocations.${i}.investmentId`, key: V.investmentOfCarrier });
      }
    });
    if (errors.length > 0) throw new ValidationError(...(errors as [FieldKey, ...FieldKey[]]));
  }

  // ------------------------------------------------------------------ exchange

  /**
   * A 1035 exchange (DESIGN 5.6): a new policy of the same participant takes over from the
   * exchange date. The old one becomes Exchanged as of that date and names its successor; its
   * history stays as it is and is frozen from then on. The old policy's last net accumulated value
   * moves to the new one as one Miscellaneous transaction marked isExchanged, and its receivable
   * follows through the engine (the successor holds it from the exchange date).
   */
  async exchange(
    principal: Principal,
    scope: Scope,
    policyId: number,
    input: ExchangePolicyInput,
  ): Promise<{ id: number }> {
    requirePermission(principal, 'policies.exchange', 'create');
    const old = await assertPolicyVisible(this.db, scope, policyId);
    if (old.status === 'Exchanged') throw frozenError();
    await assertAfterHistory(this.db, policyId, input.exchangeDate);
    const [client] = await this.db
      .select({ id: s.participants.id, divisionId: s.participants.divisionId })
      .from(s.participants)
      .where(eq(s.participants.id, old.clientId));
    return this.db
      .transaction(async (tx) => {
        const before = await snapshot(tx, policyId);
        const { id: newId } = await this.write(tx, principal, scope, client!, undefined, {
          ...input,
          divisionId: input.divisionId ?? old.divisionId,
        });
        const value = await carryValue(tx, policyId, newId, input.exchangeDate);
        await tx
          .update(s.policies)
          .set({
            status: 'Exchanged',
            statusAppliedAsOf: input.exchangeDate,
            exchangedPolicyForId: newId,
          })
          .where(eq(s.policies.id, policyId));
        await audit(tx, {
          actorUserId: principal.userId,
          action: 'exchange',
          entity: 'policies',
          entityId: String(policyId),
          changes: difference(before, await snapshot(tx, policyId)),
        });
        await audit(tx, {
          actorUserId: principal.userId,
          action: 'exchange-successor',
          entity: 'policies',
          entityId: String(newId),
          changes: {
            before: null,
            after: { exchangedFrom: policyId, carriedValue: value?.net ?? null },
          },
        });
        return { id: newId };
      })
      .catch(rethrowTaken);
  }
}

/** An exchange is dated after the old policy's last history row (400 otherwise). */
async function assertAfterHistory(db: AppDb, policyId: number, exchangeDate: string) {
  const [last] = await queryRows<{ date: string | null }>(
    db,
    sql`select greatest(
          (select max(date) from account_values where policy_id = ${policyId}),
          (select max(date) from transactions where policy_id = ${policyId}))::text as date`,
  );
  if (last?.date && exchangeDate <= last.date) {
    throw new ValidationError({ field: 'exchangeDate', key: V.exchangeAfterHistory });
  }
}

/**
 * The old policy's last net accumulated value, moved to the successor as one Miscellaneous
 * transaction marked isExchanged (published as that value was).
 */
async function carryValue(tx: AppDb, policyId: number, newId: number, exchangeDate: string) {
  const [value] = await queryRows<{ net: string | null; published: boolean }>(
    tx,
    sql`select (av.value - coalesce((
           select l.value from account_values l
           where l.policy_id = av.policy_id and l.type = 'LoanBalance' and l.date <= av.date
           order by l.date desc limit 1), 0))::text as net,
           av.is_published as published
         from account_values av
         where av.policy_id = ${policyId} and av.type = 'PlannedValue'
         order by av.date desc limit 1`,
  );
  if (value?.net && Number(value.net) > 0) {
    await tx.insert(s.transactions).values({
      policyId: newId,
      type: 'Miscellaneous',
      value: value.net,
      date: exchangeDate,
      isExchanged: true,
      isPublished: value.published,
    });
  }
  return value;
}

/** A division the caller may reach, read inside the transaction; 404 otherwise. */
async function assertDivisionInScope(tx: AppDb, scope: Scope, divisionId: number): Promise<void> {
  // The scope's divisions were read before the transaction began (see callers).
  const visible = await scope.divisionIds();
  const [division] = await tx
    .select({ id: s.divisions.id })
    .from(s.divisions)
    .where(eq(s.divisions.id, divisionId));
  if (!division || (visible && !visible.includes(divisionId))) {
    throw new NotFoundError('division');
  }
}

/** One policy number per carrier: 400 when another policy has it. */
async function assertNumberFree(
  tx: AppDb,
  carrierId: number,
  policyNumber: string,
  id: number | undefined,
): Promise<void> {
  const [taken] = await tx
    .select({ id: s.policies.id })
    .from(s.policies)
    .where(
      and(
        eq(s.policies.carrierId, carrierId),
        eq(s.policies.policyNumber, policyNumber),
        id ? ne(s.policies.id, id) : undefined,
      ),
    );
  if (taken) throw numberTaken();
}

/** The beneficiaries and allocations, replaced as a whole: the editor sends every row it shows. */
async function replaceLists(tx: AppDb, policyId: number, input: PolicyFields): Promise<void> {
  await tx.delete(s.beneficiaries).where(eq(s.beneficiaries.policyId, policyId));
  await tx.insert(s.beneficiaries).values(
    input.beneficiaries.map((b) => ({
      policyId,
      name: b.name,
      type: b.type,
      percent: b.percent,
    })),
  );
  await tx.delete(s.allocations).where(eq(s.allocations.policyId, policyId));
  await tx.insert(s.allocations).values(
    input.allocations.map((a) => ({
      policyId,
      investmentId: a.investmentId,
      percent: a.percent,
    })),
  );
}

function rethrowTaken(err: unknown): never {
  if (brokenConstraint(err) === 'policies_carrier_number_uq') throw numberTaken();
  throw err;
}
