// The list orders kept until the next write (services/lists.ts): a list's total and pages follow
// every write at once, searches still find any part of a name in any case, and the kept orders
// stay within their bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { ListOrders } from '../services/lists';
import { signIn, startTestServer, type Session, type TestServer } from './harness';

describe('list pages and totals under kept orders', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  // Past the read cache (a reload), so that each answer is the list service's own.
  const list = async (session: Session, path: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}`, 'cache-control': 'no-cache' },
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as {
      resultCount: number;
      rows: { id: number; lastName?: string; name?: string; email?: string }[];
    };
  };
  const write = (query: ReturnType<typeof sql>) => server.database.db.execute(query);
  const byName = 'SortCriteria[0].sortKey=name&SortCriteria[0].isDescending=false';

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
  });
  afterAll(() => server.close());

  it('answers the right total and rows on the next page read after each write', async () => {
    const path = `/api/clients?PageSize=5&PageNumber=1&${byName}`;
    const before = await list(admin, path);
    const again = await list(admin, path);
    expect(again).toEqual(before);
    const [gone] = before.rows;

    await write(
      sql`update users set is_deleted = true where id = (select user_id from participants where id = ${gone!.id})`,
    );
    const afterDelete = await list(admin, path);
    expect(afterDelete.resultCount).toBe(before.resultCount - 1);
    expect(afterDelete.rows.map((r) => r.id)).not.toContain(gone!.id);

    const [last] = (
      await list(admin, `/api/clients?PageSize=1&PageNumber=${afterDelete.resultCount}&${byName}`)
    ).rows;
    await write(
      sql`update users set last_name = 'Aaberg' where id = (select user_id from participants where id = ${last!.id})`,
    );
    const afterRename = await list(admin, path);
    expect(afterRename.resultCount).toBe(afterDelete.resultCount);
    expect(afterRename.rows[0]).toMatchObject({ id: last!.id, lastName: 'Aaberg' });
  });

  it('keeps each scope its own total: a Producer’s list moves only with their rows', async () => {
    const path = '/api/users?IsDeleted=false&PageSize=3&PageNumber=1';
    const adminTotal = (await list(admin, path)).resultCount;
    const producerTotal = (await list(producer, path)).resultCount;
    expect(producerTotal).toBeLessThan(adminTotal);
    const [outside] = await queryRows<{ id: number }>(
      server.database.db,
      // A participant of an employer the Producer does not serve.
      sql`select min(u.id)::int as id from users u
          join participants p on p.user_id = u.id join divisions d on d.id = p.division_id
          where not u.is_deleted and d.employer_id not in (
            select d2.employer_id from divisions d2
            join division_producers dp on dp.division_id = d2.id
            join producers pr on pr.id = dp.producer_id
            join users pu on pu.id = pr.user_id where pu.email = 'producer@example.com')`,
    );
    await write(sql`update users set is_deleted = true where id = ${outside!.id}`);
    expect((await list(admin, path)).resultCount).toBe(adminTotal - 1);
    expect((await list(producer, path)).resultCount).toBe(producerTotal);
  });

  it('finds any part of a name, e-mail or id in any case, and takes % and _ literally', async () => {
    const [someone] = await queryRows<{ last_name: string; id: number }>(
      server.database.db,
      sql`select u.last_name, p.id from participants p join users u on u.id = p.user_id
          where not u.is_deleted and length(u.last_name) >= 5 order by p.id limit 1`,
    );
    const middle = someone!.last_name.slice(1, 4);
    for (const term of [middle.toUpperCase(), middle.toLowerCase()]) {
      const found = await list(admin, `/api/clients?PageSize=100&PageNumber=1&SearchText=${term}`);
      expect(found.rows.map((r) => r.id)).toContain(someone!.id);
      expect(found.resultCount).toBe(found.rows.length);
      for (const r of found.rows)
        expect(JSON.stringify(r).toLowerCase()).toContain(term.toLowerCase());
    }
    const users = await list(
      admin,
      '/api/users?IsDeleted=false&PageSize=5&PageNumber=1&SearchText=EXAMPLE.C',
    );
    expect(users.resultCount).toBeGreaterThan(0);
    for (const r of users.rows) expect(r.email!.toLowerCase()).toContain('example.c');
    expect(
      (await list(admin, '/api/clients?PageSize=5&PageNumber=1&SearchText=%25')).resultCount,
    ).toBe(0);
    expect(
      (await list(admin, '/api/users?IsDeleted=false&PageSize=5&PageNumber=1&SearchText=_'))
        .resultCount,
    ).toBe(0);
  });
});

describe('ListOrders', () => {
  /** An order whose ids query answers `ids` and counts how often it ran and was built. */
  const order = (ids: number[], ran: { n: number; built?: number }, sqlText = 'select id') => ({
    key: `k${ids.length}`,
    ids: () => {
      ran.built = (ran.built ?? 0) + 1;
      const rows = ids.map((id) => ({ id }));
      return {
        toSQL: () => ({ sql: sqlText, params: [ids.length] }),
        then: ((resolve: (v: { id: number }[]) => unknown) => {
          ran.n++;
          return Promise.resolve(resolve(rows));
        }) as PromiseLike<{ id: number }[]>['then'],
      };
    },
  });

  it('reads an order again only after the data version moved, and builds no query to find it', async () => {
    let version = 1;
    const orders = new ListOrders(() => String(version), undefined, false);
    const ran = { n: 0, built: 0 };
    expect(await orders.of(order([3, 1, 2], ran))).toEqual([3, 1, 2]);
    expect(await orders.of(order([3, 1, 2], ran))).toEqual([3, 1, 2]);
    expect(ran).toEqual({ n: 1, built: 1 });
    version++;
    await orders.of(order([3, 1, 2], ran));
    expect(ran.n).toBe(2);
  });

  it('holds no more ids than its bound, the least recently used order going first', async () => {
    const orders = new ListOrders(() => '1', 5);
    const a = { n: 0 };
    const b = { n: 0 };
    await orders.of(order([1, 2, 3], a));
    await orders.of(order([1, 2, 3, 4], b));
    await orders.of(order([1, 2, 3, 4], b));
    expect(b.n).toBe(1);
    await orders.of(order([1, 2, 3], a));
    expect(a.n).toBe(2);
    await orders.of(order([1, 2, 3, 4], b));
    expect(b.n).toBe(2);
    const big = { n: 0 };
    await orders.of(order([1, 2, 3, 4, 5, 6], big));
    await orders.of(order([1, 2, 3, 4, 5, 6], big));
    expect(big.n).toBe(2);
  });

  it('reads the whole list once for every caller and narrows it to what each may see', async () => {
    const orders = new ListOrders(() => '1', undefined, false);
    const whole = { n: 0 };
    const list = order([5, 3, 9, 1, 7], whole);
    const callerA = { key: 'a', ids: order([9, 5, 2], { n: 0 }).ids };
    const callerB = { key: 'b', ids: order([1, 7], { n: 0 }).ids };
    expect(await orders.of({ ...list, within: callerA })).toEqual([5, 9]);
    expect(await orders.of({ ...list, within: callerB })).toEqual([1, 7]);
    expect(await orders.of(list)).toEqual([5, 3, 9, 1, 7]);
    expect(whole.n).toBe(1);
  });

  it('under test, refuses a key that names two different queries', async () => {
    const orders = new ListOrders(() => '1', undefined, true);
    await orders.of(order([1, 2], { n: 0 }, 'select id from a'));
    await expect(orders.of(order([1, 2], { n: 0 }, 'select id from b'))).rejects.toThrow(
      /was kept for another query/,
    );
  });
});
