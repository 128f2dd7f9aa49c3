// Writes to users (spec 3 "User, full form", spec 4 "User lifecycle"): save (create with an
// invitation, or update), activate/deactivate with the producer hand-over, and soft delete.
// Who may touch whom is decided here, not in the routes (STYLE 4).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../src/domain/enums';
import {
  PERSONAL_FIELDS,
  type SaveUserInput,
  type ToggleUserInput,
} from '../../../src/domain/schemas/user';
import { V } from '../../../src/domain/validation';
import { MANAGEABLE_ROLES } from '../../../src/domain/access';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import type { Clock } from '../../deps/clock';
import { localeDetail } from '../../../src/domain/problem';
import { requirePermission, type Principal, type Scope } from '../access';
import { auditDifference } from '../audit';
import { userSnapshot } from '../snapshots';
import type { AuthService } from '../auth';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { isTaken, rethrowTaken as rethrowBroken } from '../lists';
import { PolicyService } from '../policies';
import { applyActivation, assertAnotherActiveAdmin, planActivation } from './activation';
import { writeEmployerAdmin, writeParticipant, writeProducer, type UserRow } from './roleRecords';

export { divisionsOf } from './roleRecords';
export { lastAdminError } from './activation';

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

export interface UserServiceDeps {
  db: AppDb;
  clock: Clock;
  auth: AuthService;
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
    await assertEmailFree(this.d.db, input.email);
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
        await auditDifference(tx, principal, 'create', 'users', user!.id, null, {
          ...(await userSnapshot(tx, user!.id)),
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
      return this.updateOwnProfile(principal, target, input, now);
    }

    assertManages(principal, target.role);
    await this.checkLinks(scope, target.role, input);
    const emailChanged = input.email.toLowerCase() !== target.email.toLowerCase();
    if (emailChanged) await assertEmailFree(this.d.db, input.email, id);
    if (target.role === 'Employee' && input.clientUniqueId) {
      await this.assertClientIdFree(input.clientUniqueId, id);
    }
    const activation =
      input.isActive !== undefined && input.isActive !== target.isActive
        ? await planActivation(this.d.db, target, input.isActive, [])
        : undefined;
    await this.d.db
      .transaction(async (tx) => {
        const before = await userSnapshot(tx, id);
        await tx
          .update(s.users)
          .set(updatedFields(input, emailChanged && !!target.passwordHash, now))
          .where(eq(s.users.id, id));
        await this.writeRoleRecord(tx, target, input, false);
        await this.writePolicies(tx, principal, scope, target, input);
        if (activation) await applyActivation(tx, this.d.clock.now(), target, activation);
        await auditDifference(
          tx,
          principal,
          'update',
          'users',
          id,
          before,
          await userSnapshot(tx, id),
        );
      })
      .catch(rethrowTaken);
    if (activation && !activation.isActive && target.role !== 'Employee') {
      await this.d.auth.revokeUserSessions(id);
    }
    if (emailChanged) await this.d.auth.emailChanged(target, target.email, input.email);
    return { id };
  }

  /**
   * One's own record: the personal fields only (see MANAGEABLE_ROLES). The e-mail is the sign-in
   * name and the producer's or employer admin's address too: only an Admin changes it.
   */
  private async updateOwnProfile(
    principal: Principal,
    target: UserRow,
    input: SaveUserInput,
    now: Date,
  ) {
    if (input.email.trim().toLowerCase() !== target.email.toLowerCase()) {
      throw new ValidationError({ field: 'email', key: V.ownEmailReadOnly });
    }
    const personal = Object.fromEntries(
      PERSONAL_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
    );
    await this.d.db.transaction(async (tx) => {
      const before = await userSnapshot(tx, target.id);
      await tx
        .update(s.users)
        .set({ ...personal, updatedAt: now })
        .where(eq(s.users.id, target.id));
      if (target.role === 'Producer') {
        await tx
          .update(s.producers)
          .set({ name: `${input.firstName} ${input.lastName}` })
          .where(eq(s.producers.userId, target.id));
      }
      const after = await userSnapshot(tx, target.id);
      await auditDifference(tx, principal, 'update-profile', 'users', target.id, before, after);
    });
    return { id: target.id };
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

  private async assertClientIdFree(clientUniqueId: string, exceptUserId?: number) {
    const except = exceptUserId ? ne(s.participants.userId, exceptUserId) : undefined;
    const column = s.participants.clientUniqueId;
    if (await isTaken(this.d.db, s.participants, column, clientUniqueId, except)) {
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
    const activation = await planActivation(
      this.d.db,
      target,
      isActive,
      input.newEmployersProducers,
    );
    await this.d.db.transaction(async (tx) => {
      const before = await userSnapshot(tx, userId);
      await applyActivation(tx, this.d.clock.now(), target, activation);
      const action = isActive ? 'activate' : 'deactivate';
      await auditDifference(tx, principal, action, 'users', userId, before, {
        ...(await userSnapshot(tx, userId)),
      });
    });
    // A deactivated non-Employee is signed out at once; an Employee keeps access (spec 4).
    if (!isActive && target.role !== 'Employee') await this.d.auth.revokeUserSessions(userId);
    return { id: userId, isActive };
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
      await auditDifference(
        tx,
        principal,
        'delete',
        'users',
        userId,
        { isDeleted: false },
        { isDeleted: true },
      );
    });
    await this.d.auth.revokeUserSessions(userId);
  }
}

/** 'This email is already taken' by another user, deleted ones included. */
export async function assertEmailFree(
  db: AppDb,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  // Soft-deleted users keep their address: it stays taken (their data is kept).
  const except = exceptUserId ? ne(s.users.id, exceptUserId) : undefined;
  if (await isTaken(db, s.users, s.users.email, email, except)) {
    throw new ValidationError({ field: 'email', key: V.emailTaken });
  }
}

/** The user's fields an update writes; a new address of a user with a password awaits acceptance. */
function updatedFields(input: SaveUserInput, reconfirm: boolean, now: Date) {
  return {
    email: input.email,
    userName: input.email,
    // A new address of a user with a password waits for them to accept it (see auth).
    ...(reconfirm ? { emailConfirmed: false } : {}),
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
  };
}

/** A unique index broken by a concurrent save answers like the check that came before it. */
function rethrowTaken(err: unknown): never {
  rethrowBroken(err, {
    users_email_lower_uq: { field: 'email', key: V.emailTaken },
    participants_unique_id_uq: { field: 'clientUniqueId', key: V.clientUniqueIdTaken },
  });
}
