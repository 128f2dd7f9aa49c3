// Writes to users (spec 3 "User, full form", spec 4 "User lifecycle"): save (create with an
// invitation, or update), activate/deactivate with the producer hand-over, and soft delete.
// Who may touch whom is decided here, not in the routes (STYLE 4).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import {
  PERSONAL_FIELDS,
  type SaveUserInput,
  type ToggleUserInput,
} from '../../src/domain/schemas/user';
import { V } from '../../src/domain/validation';
import { MANAGEABLE_ROLES } from '../../src/domain/access';
import { queryRows, type AppDb } from '../db/connection';
import * as s from '../db/schema';
import type { Clock } from '../deps/clock';
import { localeDetail } from '../../src/domain/problem';
import { requirePermission, type Principal, type Scope } from './access';
import { audit } from './audit';
import type { AuthService } from './auth';
import { ConflictError, ForbiddenError, NotFoundError, RuleError, ValidationError } from './errors';
import { brokenConstraint, inIds } from './lists';
import { PolicyService } from './policies';

type UserRow = typeof s.users.$inferSelect;

/**
 * Who may save, (de)activate and delete whom (spec 6, DESIGN 5.1), by the caller's role:
 * - Admin: any user of any role, with any links.
 * - Producer: Employees in divisions of the producer's employers, and EmployerAdmins of those
 *   employers; never Admins or other Producers (403).
 * - EmployerAdmin: Employees in the divisions of their employer; nobody else (403).
 * - Employee: nobody (403).
 * On top of that the target must be in the caller's scope (404 otherwise) and so must every
 * division or employer the body links the user to (404). Anyone who is not an Admin may still
 * update their OWN record, but only its personal fields (PERSONAL_FIELDS: name, phone, address,
 * date of birth); everything else in the body is kept as stored. An Admin updating themselves is
 * an Admin like any other (the last-Admin rule still holds).
 */

function assertManages(principal: Principal, targetRole: Role): void {
  if (!MANAGEABLE_ROLES[principal.role].includes(targetRole)) {
    throw new ForbiddenError(`Your role may not manage users of the role ${targetRole}.`);
  }
}

/** 'Cannot deactivate user': the system must keep at least one active administrator (5.2). */
export const lastAdminError = () =>
  new RuleError(localeDetail('errors.lastAdmin'), undefined, 'Cannot deactivate user');

// Serializes the last-Admin check of concurrent deactivations and deletions.
const LAST_ADMIN_LOCK = 724362;

export interface UserServiceDeps {
  db: AppDb;
  clock: Clock;
  auth: AuthService;
}

interface Activation {
  isActive: boolean;
  /** For a producer handing over: the new producer of each of their employers. */
  handOver: { employerId: number; producerId: number }[];
}

export class UserService {
  constructor(private readonly d: UserServiceDeps) {}

  /** After an e-mail change made elsewhere (a producer's save): see AuthService.emailChanged. */
  async emailChanged(
    user: { id: number; firstName: string; lastName: string },
    oldEmail: string,
    newEmail: string,
  ): Promise<void> {
    await this.d.auth.emailChanged(user, oldEmail, newEmail);
  }

  private async load(userId: number): Promise<UserRow> {
    const [user] = await this.d.db.select().from(s.users).where(eq(s.users.id, userId));
    if (!user) throw new NotFoundError('user');
    return user;
  }

  // ------------------------------------------------------------------ save

  async save(principal: Principal, scope: Scope, input: SaveUserInput) {
    // Policies are checked against the scope inside the save's transaction: read it first.
    if (input.policies) await scope.divisionIds();
    return input.id
      ? this.update(principal, scope, input.id, input)
      : this.create(principal, scope, input);
  }

  private async create(principal: Principal, scope: Scope, input: SaveUserInput) {
    requirePermission(principal, 'users', 'create');
    assertManages(principal, input.role);
    await this.checkLinks(scope, input.role, input);
    await this.assertEmailFree(input.email);
    if (input.role === 'Employee' && input.clientUniqueId) {
      await this.assertClientIdFree(input.clientUniqueId);
    }
    const now = this.d.clock.now();
    const user = await this.d.db
      .transaction(async (tx) => {
        const [user] = await tx
          .insert(s.users)
          .values({
            email: input.email,
            userName: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber ?? null,
            role: input.role,
            isActive: input.isActive ?? true,
            statusType:
              input.role === 'Employee'
                ? (input.statusType ?? 'Active')
                : (input.statusType ?? null),
            notes: input.notes ?? null,
            dateOfBirth: input.dateOfBirth ?? null,
            address: input.address ?? null,
            state: input.state ?? null,
            city: input.city ?? null,
            zip: input.zip ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await this.writeRoleRecord(tx, user!, input, true);
        await this.writePolicies(tx, principal, scope, user!, input);
        await audit(tx, {
          actorUserId: principal.userId,
          action: 'create',
          entity: 'users',
          entityId: String(user!.id),
          changes: { ...input },
        });
        return user!;
      })
      .catch(rethrowTaken);
    await this.d.auth.sendLink(user, 'invitation');
    return { id: user.id };
  }

  private async update(principal: Principal, scope: Scope, id: number, input: SaveUserInput) {
    await scope.assertUserVisible(id);
    const target = await this.load(id);
    if (input.role !== target.role) {
      throw new ValidationError({ field: 'role', key: V.roleLocked });
    }
    const now = this.d.clock.now();
    if (id === principal.userId && principal.role !== 'Admin') {
      // One's own record: the personal fields only (see MANAGEABLE_ROLES). The e-mail is the
      // sign-in name and the producer's or employer admin's address too: only an Admin changes it.
      if (input.email.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw new ValidationError({ field: 'email', key: V.ownEmailReadOnly });
      }
      const personal = Object.fromEntries(
        PERSONAL_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
      );
      await this.d.db.transaction(async (tx) => {
        await tx
          .update(s.users)
          .set({ ...personal, updatedAt: now })
          .where(eq(s.users.id, id));
        if (target.role === 'Producer') {
          await tx
            .update(s.producers)
            .set({ name: `${input.firstName} ${input.lastName}` })
            .where(eq(s.producers.userId, id));
        }
        await audit(tx, {
          actorUserId: principal.userId,
          action: 'update-profile',
          entity: 'users',
          entityId: String(id),
          changes: personal,
        });
      });
      return { id };
    }

    assertManages(principal, target.role);
    await this.checkLinks(scope, target.role, input);
    const emailChanged = input.email.toLowerCase() !== target.email.toLowerCase();
    if (emailChanged) await this.assertEmailFree(input.email, id);
    if (target.role === 'Employee' && input.clientUniqueId) {
      await this.assertClientIdFree(input.clientUniqueId, id);
    }
    const activation =
      input.isActive !== undefined && input.isActive !== target.isActive
        ? await this.planActivation(target, input.isActive, [])
        : undefined;
    await this.d.db
      .transaction(async (tx) => {
        await tx
          .update(s.users)
          .set({
            email: input.email,
            userName: input.email,
            // A new address of a user with a password waits for them to accept it (see auth).
            ...(emailChanged && target.passwordHash ? { emailConfirmed: false } : {}),
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            statusType: input.statusType,
            notes: input.notes,
            dateOfBirth: input.dateOfBirth,
            address: input.address,
            state: input.state,
            city: input.city,
            zip: input.zip,
            updatedAt: now,
          })
          .where(eq(s.users.id, id));
        await this.writeRoleRecord(tx, target, input, false);
        await this.writePolicies(tx, principal, scope, target, input);
        if (activation) await this.applyActivation(tx, target, activation);
        await audit(tx, {
          actorUserId: principal.userId,
          action: 'update',
          entity: 'users',
          entityId: String(id),
          changes: { ...input },
        });
      })
      .catch(rethrowTaken);
    if (activation && !activation.isActive && target.role !== 'Employee') {
      await this.d.auth.revokeUserSessions(id);
    }
    if (emailChanged) await this.d.auth.emailChanged(target, target.email, input.email);
    return { id };
  }

  /** The division or employers the body links to must exist and be in the caller's scope (404). */
  private async checkLinks(scope: Scope, role: Role, input: SaveUserInput): Promise<void> {
    if (role === 'Employee' && input.divisionId !== undefined) {
      await scope.assertDivisionVisible(input.divisionId);
    }
    if ((role === 'EmployerAdmin' || role === 'Producer') && input.employers) {
      for (const employerId of input.employers) await scope.assertEmployerVisible(employerId);
    }
  }

  private async assertEmailFree(email: string, exceptUserId?: number): Promise<void> {
    // Soft-deleted users keep their address: it stays taken (their data is kept).
    const rows = await this.d.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        and(
          sql`lower(${s.users.email}) = lower(${email})`,
          exceptUserId ? ne(s.users.id, exceptUserId) : undefined,
        ),
      );
    if (rows.length > 0) throw new ValidationError({ field: 'email', key: V.emailTaken });
  }

  private async assertClientIdFree(clientUniqueId: string, exceptUserId?: number) {
    const rows = await this.d.db
      .select({ id: s.participants.id })
      .from(s.participants)
      .where(
        and(
          sql`lower(${s.participants.clientUniqueId}) = lower(${clientUniqueId})`,
          exceptUserId ? ne(s.participants.userId, exceptUserId) : undefined,
        ),
      );
    if (rows.length > 0) {
      throw new ValidationError({ field: 'clientUniqueId', key: V.clientUniqueIdTaken });
    }
  }

  /** The participant, producer or employer-admin record of a user, and its division links. */
  private async writeRoleRecord(tx: AppDb, user: UserRow, input: SaveUserInput, creating: boolean) {
    if (user.role === 'Employee') await writeParticipant(tx, user, input, creating);
    else if (user.role === 'Producer') await writeProducer(tx, user, input);
    else if (user.role === 'EmployerAdmin') await writeEmployerAdmin(tx, user, input);
  }

  /** An Employee's policies[] of the body (see PolicyService.saveForUser). */
  private async writePolicies(
    tx: AppDb,
    principal: Principal,
    scope: Scope,
    user: UserRow,
    input: SaveUserInput,
  ) {
    if (user.role !== 'Employee' || !input.policies) return;
    const policies = new PolicyService(this.d.db, this.d.clock);
    await policies.saveForUser(tx, principal, scope, user.id, input.policies);
  }

  // ------------------------------------------------------------------ links

  /**
   * GET /api/users/send-email: a new invitation to a user in the caller's scope, or a reset link
   * once they have a password. An unknown or deleted address is 404, like one out of scope.
   */
  async sendLinkTo(principal: Principal, scope: Scope, email: string): Promise<void> {
    requirePermission(principal, 'users', 'invite');
    const [user] = await this.d.db
      .select()
      .from(s.users)
      .where(and(sql`lower(${s.users.email}) = lower(${email})`, eq(s.users.isDeleted, false)));
    if (!user) throw new NotFoundError('user');
    await scope.assertUserVisible(user.id);
    await this.d.auth.sendLink(user, user.passwordHash ? 'reset' : 'invitation');
  }

  /** A new invitation for a user who has not set a password yet (409 once they have). */
  async resendInvitation(principal: Principal, scope: Scope, userId: number): Promise<void> {
    requirePermission(principal, 'users', 'invite');
    await scope.assertUserVisible(userId);
    const user = await this.load(userId);
    if (user.passwordHash) {
      // An unconfirmed address gets no link either (see AuthService.mayMailLink).
      throw new ConflictError(
        localeDetail(user.emailConfirmed ? 'errors.alreadyConfirmed' : 'errors.emailUnconfirmed'),
      );
    }
    await this.d.auth.sendLink(user, 'invitation');
  }

  // ------------------------------------------------------------------ activation

  /**
   * Flips (or sets) isActive. Deactivating a producer linked to divisions needs a new active
   * producer for each of their employers, who replaces them on every division of that employer.
   */
  async toggle(principal: Principal, scope: Scope, userId: number, input: ToggleUserInput) {
    requirePermission(principal, 'users', 'toggle');
    await scope.assertUserVisible(userId);
    const target = await this.load(userId);
    assertManages(principal, target.role);
    const isActive = input.isActive ?? !target.isActive;
    const activation = await this.planActivation(target, isActive, input.newEmployersProducers);
    await this.d.db.transaction(async (tx) => {
      await this.applyActivation(tx, target, activation);
      await audit(tx, {
        actorUserId: principal.userId,
        action: isActive ? 'activate' : 'deactivate',
        entity: 'users',
        entityId: String(userId),
        changes: { isActive, newEmployersProducers: activation.handOver },
      });
    });
    // A deactivated non-Employee is signed out at once; an Employee keeps access (spec 4).
    if (!isActive && target.role !== 'Employee') await this.d.auth.revokeUserSessions(userId);
    return { id: userId, isActive };
  }

  private async planActivation(
    target: UserRow,
    isActive: boolean,
    requested: ToggleUserInput['newEmployersProducers'],
  ): Promise<Activation> {
    if (isActive || target.role !== 'Producer') return { isActive, handOver: [] };
    const { db } = this.d;
    const [producer] = await db
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.userId, target.id));
    if (!producer) return { isActive, handOver: [] };
    const employers = await db
      .selectDistinct({ id: s.employers.id, name: s.employers.name })
      .from(s.divisionProducers)
      .innerJoin(s.divisions, eq(s.divisions.id, s.divisionProducers.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(eq(s.divisionProducers.producerId, producer.id))
      .orderBy(s.employers.name);
    if (employers.length === 0) return { isActive, handOver: [] };
    const chosen = new Map<number, number>();
    for (const r of requested)
      if (!chosen.has(r.employerId)) chosen.set(r.employerId, r.producerId);
    const candidates = [...chosen.values()].filter((id) => id !== producer.id);
    const usable = new Set(
      candidates.length === 0
        ? []
        : (
            await db
              .select({ id: s.producers.id })
              .from(s.producers)
              .innerJoin(s.users, eq(s.users.id, s.producers.userId))
              .where(
                and(
                  inIds(s.producers.id, candidates),
                  eq(s.users.isActive, true),
                  eq(s.users.isDeleted, false),
                  eq(s.users.role, 'Producer'),
                ),
              )
          ).map((r) => r.id),
    );
    const missing = employers.filter((e) => !usable.has(chosen.get(e.id) ?? 0));
    if (missing.length > 0) {
      throw new RuleError(localeDetail('errors.producerReassignmentRequired'), {
        employers: missing,
      });
    }
    return {
      isActive,
      handOver: employers.map((e) => ({ employerId: e.id, producerId: chosen.get(e.id)! })),
    };
  }

  private async applyActivation(tx: AppDb, target: UserRow, activation: Activation) {
    if (!activation.isActive && target.role === 'Admin' && target.isActive) {
      await assertAnotherActiveAdmin(tx, target.id);
    }
    await tx
      .update(s.users)
      .set({ isActive: activation.isActive, updatedAt: this.d.clock.now() })
      .where(eq(s.users.id, target.id));
    if (activation.handOver.length === 0) return;
    const [old] = await tx
      .select({ id: s.producers.id })
      .from(s.producers)
      .where(eq(s.producers.userId, target.id));
    for (const { employerId, producerId } of activation.handOver) {
      const divisions = await divisionsOf(tx, [employerId]);
      await tx
        .delete(s.divisionProducers)
        .where(
          and(
            eq(s.divisionProducers.producerId, old!.id),
            inIds(s.divisionProducers.divisionId, divisions),
          ),
        );
      await tx
        .insert(s.divisionProducers)
        .values(divisions.map((divisionId) => ({ divisionId, producerId })))
        .onConflictDoNothing();
    }
  }

  // ------------------------------------------------------------------ delete

  /** Soft delete: the user and their data stay, hidden from lists; their sessions end. */
  async remove(principal: Principal, scope: Scope, userId: number) {
    requirePermission(principal, 'users', 'delete');
    await scope.assertUserVisible(userId);
    const target = await this.load(userId);
    assertManages(principal, target.role);
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      if (target.role === 'Admin' && target.isActive) await assertAnotherActiveAdmin(tx, userId);
      await tx
        .update(s.users)
        .set({ isDeleted: true, updatedAt: now })
        .where(eq(s.users.id, userId));
      await tx.insert(s.deletionRecords).values({
        userId,
        deletedDate: now,
        isDeleted: true,
        deletedBy: principal.userId,
      });
      await audit(tx, {
        actorUserId: principal.userId,
        action: 'delete',
        entity: 'users',
        entityId: String(userId),
        changes: { email: target.email, role: target.role },
      });
    });
    await this.d.auth.revokeUserSessions(userId);
  }
}

async function assertAnotherActiveAdmin(tx: AppDb, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK})`);
  const others = await tx
    .select({ id: s.users.id })
    .from(s.users)
    .where(
      and(
        eq(s.users.role, 'Admin'),
        eq(s.users.isActive, true),
        eq(s.users.isDeleted, false),
        ne(s.users.id, userId),
      ),
    )
    .limit(1);
  if (others.length === 0) throw lastAdminError();
}

/**
 * An Employee's participant record: created with the user (a division is required then), later
 * updated with the fields the body carries (fields left out are kept).
 */
async function writeParticipant(tx: AppDb, user: UserRow, input: SaveUserInput, creating: boolean) {
  const fields = {
    title: input.title,
    note: input.note,
    planEnrollmentDate: input.planEnrollmentDate,
    matchingContribution: input.matchingContribution,
    percentage: input.percentage,
    ...(input.statusType ? { statusType: input.statusType } : {}),
  };
  const [existing] = creating
    ? []
    : await tx.select().from(s.participants).where(eq(s.participants.userId, user.id));
  if (existing) {
    const changes = Object.fromEntries(
      Object.entries({
        ...fields,
        ...(input.divisionId ? { divisionId: input.divisionId } : {}),
        ...(input.clientUniqueId ? { clientUniqueId: input.clientUniqueId } : {}),
      }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(changes).length > 0) {
      await tx.update(s.participants).set(changes).where(eq(s.participants.id, existing.id));
    }
    return;
  }
  if (!input.divisionId) throw new ValidationError({ field: 'divisionId', key: V.required });
  // The id first: the generated client id is made from it.
  const [{ id }] = (await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('participants', 'id'))::int as id`,
  )) as [{ id: number }];
  await tx.insert(s.participants).values({
    ...fields,
    id,
    userId: user.id,
    divisionId: input.divisionId,
    clientUniqueId: input.clientUniqueId ?? (await generateClientId(tx, id)),
    statusType: input.statusType ?? 'Active',
  });
}

/** A Producer's producer record (name, e-mail, start date) and, when given, their employers. */
async function writeProducer(tx: AppDb, user: UserRow, input: SaveUserInput) {
  const name = `${input.firstName} ${input.lastName}`;
  const [existing] = await tx
    .select({ id: s.producers.id })
    .from(s.producers)
    .where(eq(s.producers.userId, user.id));
  let producerId = existing?.id;
  if (producerId) {
    await tx
      .update(s.producers)
      .set({
        name,
        email: input.email,
        ...(input.since !== undefined ? { since: input.since } : {}),
      })
      .where(eq(s.producers.id, producerId));
  } else {
    const [row] = await tx
      .insert(s.producers)
      .values({ userId: user.id, name, email: input.email, since: input.since ?? null })
      .returning({ id: s.producers.id });
    producerId = row!.id;
  }
  if (!input.employers) return;
  await tx.delete(s.divisionProducers).where(eq(s.divisionProducers.producerId, producerId));
  const divisions = await divisionsOf(tx, input.employers);
  if (divisions.length > 0) {
    await tx
      .insert(s.divisionProducers)
      .values(divisions.map((divisionId) => ({ divisionId, producerId: producerId! })));
  }
}

/** An EmployerAdmin's record (their e-mail) and, when given, their employer's divisions. */
async function writeEmployerAdmin(tx: AppDb, user: UserRow, input: SaveUserInput) {
  const [existing] = await tx
    .select({ id: s.employerAdmins.id })
    .from(s.employerAdmins)
    .where(eq(s.employerAdmins.userId, user.id));
  let adminId = existing?.id;
  if (adminId) {
    await tx
      .update(s.employerAdmins)
      .set({ email: input.email })
      .where(eq(s.employerAdmins.id, adminId));
  } else {
    const [row] = await tx
      .insert(s.employerAdmins)
      .values({ userId: user.id, email: input.email })
      .returning({ id: s.employerAdmins.id });
    adminId = row!.id;
  }
  if (!input.employers) return;
  await tx
    .delete(s.divisionEmployerAdmins)
    .where(eq(s.divisionEmployerAdmins.employerAdminId, adminId));
  const divisions = await divisionsOf(tx, input.employers);
  if (divisions.length > 0) {
    await tx
      .insert(s.divisionEmployerAdmins)
      .values(divisions.map((divisionId) => ({ divisionId, employerAdminId: adminId! })));
  }
}

/** Every division of the given employers. */
export async function divisionsOf(db: AppDb, employerIds: readonly number[]): Promise<number[]> {
  if (employerIds.length === 0) return [];
  const rows = await db
    .select({ id: s.divisions.id })
    .from(s.divisions)
    .where(inIds(s.divisions.employerId, [...employerIds]));
  return rows.map((r) => r.id);
}

/** CL-00nnnn from the participant id, as in the fixtures, with a suffix if someone took it. */
async function generateClientId(db: AppDb, participantId: number): Promise<string> {
  const base = `CL-${String(1000 + participantId).padStart(6, '0')}`;
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}-${n}`;
    const taken = await db
      .select({ id: s.participants.id })
      .from(s.participants)
      .where(sql`lower(${s.participants.clientUniqueId}) = lower(${candidate})`);
    if (taken.length === 0) return candidate;
  }
}

/** A unique index broken by a concurrent save answers like the check that came before it. */
function rethrowTaken(err: unknown): never {
  const constraint = brokenConstraint(err);
  if (constraint === 'users_email_lower_uq') {
    throw new ValidationError({ field: 'email', key: V.emailTaken });
  }
  if (constraint === 'participants_unique_id_uq') {
    throw new ValidationError({ field: 'clientUniqueId', key: V.clientUniqueIdTaken });
  }
  throw err;
}
