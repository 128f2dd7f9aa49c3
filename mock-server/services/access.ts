// The authorization and data-scope layer (DESIGN 5.1) that every route goes through: a role that
// may never make a call gets 403, a record outside the caller's scope 404, and lists are filtered
// by the conditions built here.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import { isPermitted, type Action, type Resource } from '../../src/domain/permissions';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { ForbiddenError, NotFoundError } from './errors';
import { inIds } from './lists';

export interface Principal {
  userId: number;
  role: Role;
  familyId: string;
  producerId: number | null;
  employerAdminId: number | null;
  clientId: number | null;
}

/**
 * 403 unless the permission table (src/domain/permissions.ts) lets the caller's role take the
 * action on the resource. Which records it reaches is the Scope's to say.
 */
export function requirePermission(principal: Principal, resource: Resource, action: Action): void {
  if (!isPermitted(principal.role, resource, action)) {
    throw new ForbiddenError();
  }
}

/**
 * What a principal may see, worked out once and kept with the caller until the next write
 * (http/callerCache.ts). `null` means everything (Admin).
 */
export class Scope {
  private divisions?: Promise<number[] | null>;
  private employers?: Promise<number[] | null>;

  constructor(
    private readonly db: AppDb,
    readonly principal: Principal,
  ) {}

  get isAdmin(): boolean {
    return this.principal.role === 'Admin';
  }

  /** Employers in scope: a producer's, an employer admin's, an employee's own. */
  employerIds(): Promise<number[] | null> {
    return (this.employers ??= this.loadEmployerIds().catch((err: unknown) => {
      this.employers = undefined;
      throw err;
    }));
  }

  /** Divisions in scope: every division of the employers in scope; an employee's own only. */
  divisionIds(): Promise<number[] | null> {
    return (this.divisions ??= this.loadDivisionIds().catch((err: unknown) => {
      this.divisions = undefined;
      throw err;
    }));
  }

  private async loadEmployerIds(): Promise<number[] | null> {
    const { role, producerId, employerAdminId, clientId } = this.principal;
    if (role === 'Admin') return null;
    let rows: { id: number }[] = [];
    if (role === 'Producer' && producerId) {
      rows = await this.db
        .selectDistinct({ id: s.divisions.employerId })
        .from(s.divisionProducers)
        .innerJoin(s.divisions, eq(s.divisions.id, s.divisionProducers.divisionId))
        .where(eq(s.divisionProducers.producerId, producerId));
    } else if (role === 'EmployerAdmin' && employerAdminId) {
      rows = await this.db
        .selectDistinct({ id: s.divisions.employerId })
        .from(s.divisionEmployerAdmins)
        .innerJoin(s.divisions, eq(s.divisions.id, s.divisionEmployerAdmins.divisionId))
        .where(eq(s.divisionEmployerAdmins.employerAdminId, employerAdminId));
    } else if (role === 'Employee' && clientId) {
      rows = await this.db
        .select({ id: s.divisions.employerId })
        .from(s.participants)
        .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
        .where(eq(s.participants.id, clientId));
    }
    return rows.map((r) => r.id);
  }

  private async loadDivisionIds(): Promise<number[] | null> {
    const { role, clientId } = this.principal;
    if (role === 'Admin') return null;
    if (role === 'Employee') {
      if (!clientId) return [];
      const rows = await this.db
        .select({ id: s.participants.divisionId })
        .from(s.participants)
        .where(eq(s.participants.id, clientId));
      return rows.map((r) => r.id);
    }
    const employerIds = (await this.employerIds()) ?? [];
    if (employerIds.length === 0) return [];
    const rows = await this.db
      .select({ id: s.divisions.id })
      .from(s.divisions)
      .where(inIds(s.divisions.employerId, employerIds));
    return rows.map((r) => r.id);
  }

  /**
   * Users in scope: oneself; for producers and employer admins, the employees and employer
   * admins of the divisions in scope; for an admin, everyone.
   */
  async userCondition(): Promise<SQL | undefined> {
    if (this.isAdmin) return undefined;
    const self = eq(s.users.id, this.principal.userId);
    if (this.principal.role === 'Employee') return self;
    const divisionIds = (await this.divisionIds()) ?? [];
    if (divisionIds.length === 0) return self;
    return or(
      self,
      sql`${s.users.id} in (select ${s.participants.userId} from ${s.participants} where ${inIds(s.participants.divisionId, divisionIds)})`,
      sql`${s.users.id} in (select ${s.employerAdmins.userId} from ${s.employerAdmins} join ${s.divisionEmployerAdmins} on ${s.divisionEmployerAdmins.employerAdminId} = ${s.employerAdmins.id} where ${inIds(s.divisionEmployerAdmins.divisionId, divisionIds)})`,
    );
  }

  /** Throws 404 unless the employer exists and is in scope. */
  async assertEmployerVisible(employerId: number): Promise<void> {
    const ids = await this.employerIds();
    const [row] = await this.db
      .select({ id: s.employers.id })
      .from(s.employers)
      .where(eq(s.employers.id, employerId));
    if (!row || (ids && !ids.includes(employerId))) throw new NotFoundError('employer');
  }

  /** Throws 404 unless the division exists and is in scope. */
  async assertDivisionVisible(divisionId: number): Promise<void> {
    const ids = await this.divisionIds();
    const [row] = await this.db
      .select({ id: s.divisions.id })
      .from(s.divisions)
      .where(eq(s.divisions.id, divisionId));
    if (!row || (ids && !ids.includes(divisionId))) throw new NotFoundError('division');
  }

  /**
   * Participants in scope (a condition over `participants`): an admin's all, a producer's and an
   * employer admin's those of their divisions, an employee's own record only.
   */
  async participantCondition(): Promise<SQL | undefined> {
    if (this.isAdmin) return undefined;
    if (this.principal.role === 'Employee') {
      return this.principal.clientId ? eq(s.participants.id, this.principal.clientId) : sql`false`;
    }
    const ids = (await this.divisionIds()) ?? [];
    if (ids.length === 0) return sql`false`;
    return inIds(s.participants.divisionId, ids);
  }

  /**
   * Throws 404 unless the participant exists, their user is not deleted and they are in scope;
   * answers the participant's division.
   */
  async assertParticipantVisible(clientId: number): Promise<{ id: number; divisionId: number }> {
    const [row] = await this.db
      .select({ id: s.participants.id, divisionId: s.participants.divisionId })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(
        and(
          eq(s.participants.id, clientId),
          eq(s.users.isDeleted, false),
          await this.participantCondition(),
        ),
      );
    if (!row) throw new NotFoundError('participant');
    return row;
  }

  /** Throws 404 unless the user exists, is not deleted (or deleted ones are asked for) and is in scope. */
  async assertUserVisible(userId: number, { includeDeleted = false } = {}): Promise<void> {
    const condition = await this.userCondition();
    const rows = await this.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        and(
          eq(s.users.id, userId),
          includeDeleted ? undefined : eq(s.users.isDeleted, false),
          condition,
        ),
      );
    if (rows.length === 0) throw new NotFoundError('user');
  }
}
