import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffDashboard, WorkItem } from '../../src/domain/api/dashboard';
import { canOpenPath } from '../../src/domain/access';
import { changePath, receivablePath, workPath } from '../../src/domain/dashboard';
import type { Role } from '../../src/domain/enums';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

const STAFF = {
  Admin: 'admin@example.com',
  Producer: 'producer@example.com',
  EmployerAdmin: 'employer.admin@example.com',
} as const satisfies Partial<Record<Role, string>>;

describe('GET /api/dashboard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const dashboard = async (email: string) => {
    const session = await signIn(server, email);
    const res = await call(server, session.accessToken, 'GET', '/api/dashboard');
    expect(res.status).toBe(200);
    return { body: await res.json(), session, token: session.accessToken };
  };
  const staff = async (email: string) => {
    const { body, token, session } = await dashboard(email);
    expect(body.kind).toBe('staff');
    return { board: body as StaffDashboard, token, session };
  };
  const countOf = (board: StaffDashboard, key: WorkItem['key']) =>
    board.work.find((w) => w.key === key)?.count;

  const get = async (token: string, path: string) => {
    const res = await call(server, token, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  /** The total of the list a work item links to, read through the list's own API call. */
  async function listTotal(token: string, item: WorkItem): Promise<number> {
    const url = new URL(workPath(item), 'http://portal');
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    const query = new URLSearchParams({ PageSize: '1', PageNumber: '1' });
    for (const [k, v] of Object.entries(filter))
      query.set(k[0]!.toUpperCase() + k.slice(1), `${v}`);
    switch (url.pathname) {
      case '/users':
        return (await get(token, `/api/users?IsDeleted=false&${query}`)).resultCount;
      case '/documents':
        return (await get(token, `/api/documents?${query}`)).resultCount;
      case '/policy-health':
        return (await get(token, '/api/policies/health')).length;
      case '/afr-entry': {
        const entry = await get(token, `/api/afr-rate/entry/${url.searchParams.get('year')}`);
        return 12 - Object.values(entry.rates ?? {}).filter((v) => v !== null).length;
      }
      case '/import-files':
        return url.searchParams.get('status') === 'failed'
          ? (await get(token, `/api/files/failed-imports?Since=${url.searchParams.get('since')}`))
              .length
          : (await get(token, '/api/files/get-file-info?FileStatus=UnPublished')).files.length;
      default:
        throw new Error(`no list for ${url.pathname}`);
    }
  }

  for (const [role, email] of Object.entries(STAFF) as [Role, string][]) {
    it(`gives ${role} only counts of lists the role opens, each the total of that list`, async () => {
      const { board, token } = await staff(email);
      expect(board.work.length).toBeGreaterThan(0);
      for (const item of board.work) {
        expect(canOpenPath(role, workPath(item).split('?')[0]!), item.key).toBe(true);
        expect(await listTotal(token, item), item.key).toBe(item.count);
      }
      for (const r of board.receivables) {
        expect(canOpenPath(role, receivablePath(r).split('?')[0]!)).toBe(true);
      }
      for (const change of board.changes ?? []) {
        const path = changePath(change);
        if (path) expect(canOpenPath(role, path.split('?')[0]!), path).toBe(true);
      }
    });
  }

  it('keeps Admin work and the audit trail from producers and employer admins', async () => {
    const adminOnly = ['unpublishedFiles', 'failedImports', 'afrMissingMonths', 'recentDocuments'];
    const { board: admin } = await staff(STAFF.Admin);
    expect(admin.work.map((w) => w.key)).toEqual(expect.arrayContaining(adminOnly));
    expect(countOf(admin, 'unpublishedFiles')).toBe(1);
    for (const email of [STAFF.Producer, STAFF.EmployerAdmin]) {
      const { board } = await staff(email);
      expect(board.work.some((w) => adminOnly.includes(w.key))).toBe(false);
      expect(board.changes).toBeNull();
      expect(JSON.stringify(board)).not.toMatch(/carrier/i);
    }
    const { board: producer } = await staff(STAFF.Producer);
    expect(producer.work.map((w) => w.key)).toContain('flaggedPolicies');
    expect(producer.receivables).toEqual([]);
  });

  it('gives an employer admin the receivable of each of their divisions, as the report has it', async () => {
    const { board, token } = await staff(STAFF.EmployerAdmin);
    expect(board.work.map((w) => w.key)).not.toContain('flaggedPolicies');
    expect(board.receivables.length).toBeGreaterThanOrEqual(2);
    for (const r of board.receivables) {
      const res = await call(server, token, 'POST', '/api/afr-rate/account-receivable', {
        division: r.divisionId,
        startDate: r.startDate,
        endDate: r.endDate,
      });
      expect(res.status).toBe(200);
      expect(r.receivable).toBe((await res.json()).total.receivableAsEnd);
      expect(r.receivable).toBeGreaterThan(0);
    }
  });

  it('counts an import that failed, which the failed imports list shows with its reason', async () => {
    const { board, token } = await staff(STAFF.Admin);
    const before = countOf(board, 'failedImports')!;
    const form = new FormData();
    form.set('CarrierId', '1');
    form.set('File', new Blob(['Insured,Policy Number\nNobody,NOPE-1\n']), 'broken-values.csv');
    const res = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const { progressId } = await res.json();
    for (let i = 0; i < 400; i++) {
      const progress = await get(token, `/api/files/progress/${progressId}`);
      if (progress.fileState === 'ProcessFailed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const { board: after } = await staff(STAFF.Admin);
    const item = after.work.find((w) => w.key === 'failedImports')!;
    expect(item.count).toBe(before + 1);
    const failed = await get(token, `/api/files/failed-imports?Since=${item.since}`);
    expect(failed[0]).toMatchObject({ id: progressId, fileName: 'broken-values.csv' });
    expect(failed[0].failInfo).toEqual(expect.any(String));
  });

  it('counts a document as unread until the reader downloads it', async () => {
    const { board, token } = await staff(STAFF.EmployerAdmin);
    const before = countOf(board, 'unreadDocuments')!;
    expect(before).toBeGreaterThan(0);
    const page = await get(token, '/api/documents?Unread=true&PageSize=1&PageNumber=1');
    const doc = page.rows[0];
    const query = new URLSearchParams({ type: doc.documentType, id: String(doc.id) });
    const res = await call(
      server,
      token,
      'POST',
      `/api/documents/download-pdf/${encodeURIComponent(doc.documentName)}?${query}`,
    );
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const { board: after } = await staff(STAFF.EmployerAdmin);
    expect(countOf(after, 'unreadDocuments')).toBe(before - 1);
    // Per reader: the producer of the same organization still has it unread.
    const producer = (await staff(STAFF.Producer)).token;
    const read = await get(producer, `/api/documents?Unread=false&PageSize=10&PageNumber=1`);
    expect(read.resultCount).toBe(0);
  });

  it('counts an invitation once it has run 7 days unaccepted, and lists that user', async () => {
    const { board, token } = await staff(STAFF.Admin);
    const before = countOf(board, 'staleInvitations')!;
    const email = `late.joiner.${Date.now()}@example.com`;
    const saved = await call(server, token, 'POST', '/api/users/save-user', {
      email,
      firstName: 'Late',
      lastName: 'Joiner',
      role: 'Admin',
      isActive: true,
    });
    expect(saved.status).toBe(200);
    expect(countOf((await staff(STAFF.Admin)).board, 'staleInvitations')).toBe(before);
    server.clock.advance(7 * 24 * 3600_000 + 60_000);
    const { board: later, token: fresh } = await staff(STAFF.Admin);
    expect(countOf(later, 'staleInvitations')).toBe(before + 1);
    const list = await get(
      fresh,
      '/api/users?IsDeleted=false&InvitationOverdue=true&PageSize=50&PageNumber=1',
    );
    expect(list.rows.map((r: { email: string }) => r.email)).toContain(email);
    // Its creation is the latest change, by the Admin, linking to the new user's page.
    const [change] = later.changes!;
    expect(change).toMatchObject({
      entity: 'users',
      action: 'create',
      actorName: expect.any(String),
    });
    expect(changePath(change!)).toMatch(/^\/users\/\d+$/);
  });

  it('gives an employee the total plan value, death benefit and valuation date of their policies', async () => {
    const { body, session } = await dashboard('employee@example.com');
    // Independent computation: the latest published value of each type, per policy in force.
    const perPolicy = await queryRows<{
      policy_id: number;
      type: string;
      value: string;
      date: string;
    }>(
      server.database.db,
      sql`select distinct on (av.policy_id, av.type) av.policy_id, av.type, av.value::text as value, av.date::text as date
          from account_values av join policies po on po.id = av.policy_id
          where po.client_id = ${session.user.clientId} and av.is_published and po.status <> 'Exchanged'
          order by av.policy_id, av.type, av.date desc`,
    );
    const cents = (type: string) =>
      perPolicy
        .filter((r) => r.type === type)
        .reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0);
    const planValue = (cents('PlannedValue') - cents('LoanBalance')) / 100;
    expect(body.kind).toBe('employee');
    // Money is a JSON number of dollars, to the cent.
    expect(body.totalPlanValue).toBe(planValue);
    expect(body.deathBenefit).toBe(cents('DeathBenefit') / 100);
    expect(body.lastValuationDate).toBe(
      perPolicy
        .filter((r) => r.type === 'PlannedValue')
        .map((r) => r.date)
        .sort()
        .at(-1),
    );
    expect(body.policies).toBeGreaterThanOrEqual(2);
  });
  // Last: it removes a rate table the receivables of the other tests need.
  it('counts the months of this year and last that have no AFR rate', async () => {
    const year = Number((await staff(STAFF.Admin)).board.today.slice(0, 4));
    const gapsOf = (board: StaffDashboard) =>
      board.work.filter((w) => w.key === 'afrMissingMonths').map((g) => [g.year, g.count]);
    expect(gapsOf((await staff(STAFF.Admin)).board)).toEqual([
      [year, 0],
      [year - 1, 0],
    ]);
    await server.database.db.execute(sql`delete from afr_rates where year = ${year - 1}`);
    const { board, token } = await staff(STAFF.Admin);
    expect(gapsOf(board)).toEqual([
      [year, 0],
      [year - 1, 12],
    ]);
    const item = board.work.find((w) => w.key === 'afrMissingMonths' && w.year === year - 1)!;
    expect(await listTotal(token, item)).toBe(12);
  });
});
