import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';
import { standardImage } from '../../test/templates';
import { PgliteThread } from '.';

/** A thread on a copy of the empty test database: a new cluster (initdb) costs twice as much. */
const openThread = async () => PgliteThread.open({ image: await standardImage('empty') });

/** A statement that keeps the database busy for `seconds` of its own work (not a sleep). */
const busy = (seconds: number) =>
  `do $$ begin
    while clock_timestamp() < statement_timestamp() + interval '${seconds} seconds' loop
    end loop;
  end $$`;

describe('the request thread while the database works', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('answers GET /api/version again and again while a slow statement runs', async () => {
    let finished = false;
    const slow = server.database.db.execute(sql.raw(busy(1.5))).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the statement is under way
    // If the request thread waited for the database, the first answer would come only once the
    // statement ended. How long each answer takes is the benchmark's to measure (bench/stall.ts).
    let answeredWhileBusy = 0;
    while (!finished) {
      const res = await fetch(`${server.url}/api/version`);
      expect(res.status).toBe(200);
      await res.json();
      if (!finished) answeredWhileBusy++;
    }
    await slow;
    expect(answeredWhileBusy).toBeGreaterThanOrEqual(3);
  });
});

describe('the embedded database thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await openThread();
    await db.exec('create table item (id int primary key, name text not null)');
  });
  afterAll(() => db.close());

  it('keeps a transaction together: other statements wait until it commits', async () => {
    const seen: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query('insert into item values (1, $1)', ['first']);
      await t.exec(busy(0.3));
      await t.query('insert into item values (2, $1)', ['second']);
      seen.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query<{ n: number }>('select count(*)::int n from item').then((r) => {
      seen.push(`outside saw ${r.rows[0]!.n}`);
    });
    await Promise.all([tx, outside]);
    expect(seen).toEqual(['committed', 'outside saw 2']);
  });

  it('rolls a transaction back when its work throws, and keeps the error of PostgreSQL', async () => {
    const failure = await db
      .transaction(async (t) => {
        await t.query('insert into item values (3, $1)', ['third']);
        await t.query('insert into item values (1, $1)', ['again']);
      })
      .catch((err: unknown) => err as { code?: string; constraint?: string; message: string });
    expect(failure).toMatchObject({ code: '23505', constraint: 'item_pkey' });
    const { rows } = await db.query<{ id: number }>('select id from item order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it("applies the caller's parsers to the values of their types", async () => {
    const { rows } = await db.query('select id, now() at time zone $1 as at from item', ['UTC'], {
      rowMode: 'array',
      parsers: { 1114: (text: string) => `timestamp ${text}` },
    });
    expect(rows[0]).toEqual([1, expect.stringMatching(/^timestamp \d{4}-\d\d-\d\d \d\d:/)]);
  });

  it("opens the next in-memory database on a closed one's thread, with nothing of it", async () => {
    const first = await openThread();
    await first.exec('create table leftover (id int)');
    await first.close();
    const second = await openThread();
    const { rows } = await second.query<{ t: string | null }>(
      "select to_regclass('leftover')::text as t",
    );
    expect(rows).toEqual([{ t: null }]);
    await second.exec('create table leftover (id int)');
    await second.close();
  });

  it('fails an in-memory database that cannot open alone: the next one opens', async () => {
    await (await openThread()).close();
    const garbage = new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251);
    await expect(PgliteThread.open({ image: garbage })).rejects.toThrow();
    const next = await openThread();
    expect((await next.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await next.close();
  });

  it('refuses statements once closed', async () => {
    const other = await openThread();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped|closed/);
  });
});
