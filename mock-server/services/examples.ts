// The sample calls of spec 7 "Examples" over the seeded data (Admin only, DESIGN 5.1): employees
// as CSV, searched, read and saved, an employee's record as PDF, an e-mail into the outbox, and
// spec 3's named records with nested store and documents.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PagedResult } from '../../src/domain/api/common';
import type { ExampleEmployee, StorePick } from '../../src/domain/api/examples';
import type {
  ExampleEmailInput,
  FindEmployeesInput,
  SaveExampleEmployeeInput,
} from '../../src/domain/schemas/example';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import type { Mailer } from '../deps/mailer';
import { requirePermission, type Principal } from './access';
import { auditChange } from './audit';
import { catalogText, type CatalogLanguage } from './catalog';
import { CSV_BOM, csvLine } from './csv';
import { NotFoundError } from './errors';
import { contains, pagedResult } from './lists';
import type { RenderJob } from './renders';

const employeeColumns = {
  id: s.participants.id,
  userId: s.users.id,
  ...pick(s.users, 'firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth'),
  employerName: s.employers.name,
  planName: s.divisions.planName,
  statusType: s.participants.statusType,
  isActive: s.users.isActive,
};

const label = (lang: CatalogLanguage, key: string) =>
  catalogText(lang, `pages.examples.api.${key}`);

export class ExampleService {
  constructor(
    private readonly db: AppDb,
    private readonly mailer: Mailer,
  ) {}

  /** Participants with their user, division and employer; deleted users are left out. */
  private employees(where?: SQL) {
    return this.db
      .select(employeeColumns)
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(and(eq(s.users.isDeleted, false), where))
      .orderBy(asc(s.users.lastName), asc(s.users.firstName), asc(s.participants.id));
  }

  async employee(principal: Principal, employeeId: number): Promise<ExampleEmployee> {
    requirePermission(principal, 'examples', 'show');
    const [row] = await this.employees(eq(s.participants.id, employeeId));
    if (!row) throw new NotFoundError('No employee has this id.');
    return row;
  }

  async find(principal: Principal, q: FindEmployeesInput): Promise<PagedResult<ExampleEmployee>> {
    requirePermission(principal, 'examples', 'list');
    const text = q.searchText ? contains(q.searchText) : undefined;
    const where = and(
      text
        ? or(
            ilike(s.users.firstName, text),
            ilike(s.users.lastName, text),
            ilike(s.users.email, text),
            ilike(sql`${s.users.firstName} || ' ' || ${s.users.lastName}`, text),
          )
        : undefined,
      q.employerId ? eq(s.employers.id, q.employerId) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(and(eq(s.users.isDeleted, false), where));
    const rows = await this.employees(where)
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize);
    return pagedResult(q, total!.n, rows);
  }

  async save(principal: Principal, input: SaveExampleEmployeeInput): Promise<{ id: number }> {
    requirePermission(principal, 'examples', 'create');
    const before = await this.employee(principal, input.id);
    const after = {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
    };
    await this.db.transaction(async (tx) => {
      await tx.update(s.users).set(after).where(eq(s.users.id, before.userId));
      await auditChange(tx, principal, 'update', 'users', before.userId, {
        before: {
          firstName: before.firstName,
          lastName: before.lastName,
          phoneNumber: before.phoneNumber,
          dateOfBirth: before.dateOfBirth,
        },
        after,
      });
    });
    return { id: before.id };
  }

  /** Every employee as CSV: a byte-order mark, headers in the reader's language. */
  async csv(principal: Principal, lang: CatalogLanguage): Promise<string> {
    requirePermission(principal, 'examples', 'export');
    const rows = await this.employees();
    const head = csvLine([
      label(lang, 'id'),
      catalogText(lang, 'fields.firstName'),
      catalogText(lang, 'fields.lastName'),
      catalogText(lang, 'fields.email'),
      label(lang, 'employer'),
      label(lang, 'plan'),
      label(lang, 'status'),
    ]);
    const body = rows.map((r) =>
      csvLine([r.id, r.firstName, r.lastName, r.email, r.employerName, r.planName, r.statusType]),
    );
    return CSV_BOM + head + body.join('');
  }

  /**
   * An employee's record on one Letter page (examplePdf.ts), rendered by `render`: the worker
   * pool's, where every PDF is made.
   */
  async pdf(
    principal: Principal,
    employeeId: number,
    lang: CatalogLanguage,
    render: (job: Extract<RenderJob, { kind: 'example' }>) => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    requirePermission(principal, 'examples', 'export');
    return render({ kind: 'example', employee: await this.employee(principal, employeeId), lang });
  }

  async email(principal: Principal, input: ExampleEmailInput): Promise<void> {
    requirePermission(principal, 'examples', 'email');
    await this.mailer.send({
      to: input.to,
      subject: input.subject,
      text: input.message,
      kind: 'example',
    });
  }

  /** Spec 3's named records: each division with its employer as the store, and its documents. */
  async storePicks(principal: Principal): Promise<StorePick[]> {
    requirePermission(principal, 'examples', 'list');
    const divisions = await this.db
      .select({
        id: s.divisions.id,
        name: sql<string>`coalesce(${s.divisions.planName}, ${s.divisions.name})`,
        division: s.divisions.name,
        employerId: s.employers.id,
        employerName: s.employers.name,
        startedOn: sql<
          string | null
        >`(select min(p.plan_enrollment_date)::text from participants p where p.division_id = ${s.divisions.id})`,
      })
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .orderBy(asc(s.divisions.id));
    const documents = await this.db
      .select({
        id: s.documents.id,
        name: s.documents.documentName,
        divisionId: s.documents.divisionId,
        employerId: s.divisions.employerId,
      })
      .from(s.documents)
      .innerJoin(s.divisions, eq(s.divisions.id, s.documents.divisionId))
      .where(eq(s.documents.documentType, 'PlanDocument'))
      .orderBy(asc(s.documents.id));
    return divisions.map((d) => ({
      id: d.id,
      name: d.name,
      startedOn: d.startedOn,
      store: {
        name: d.employerName,
        documents: documents.filter((doc) => doc.employerId === d.employerId).length,
      },
      documents: {
        items: documents
          .filter((doc) => doc.divisionId === d.id)
          .map((doc) => ({ id: doc.id, name: doc.name, docParent: { name: d.division } })),
      },
    }));
  }
}
