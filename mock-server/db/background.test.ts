// The long-read database (Database.background): its statements reach the embedded database's
// thread one at a time, so a call on `db` waits behind one of them at most however many are
// queued; on PostgreSQL it is the same pool as `db`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './connection';
import { openTestDatabase } from '../test/harness';

describe('the long-read database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(false);
  });
  afterAll(() => database?.close());

  it('sends its statements one at a time: a call on db overtakes all but the first', async () => {
    if (database.kind === 'postgres') {
      expect(database.background).toBe(database.db);
      return;
    }
    const done: string[] = [];
    const long = (n: number) =>
      database.background
        .execute(sql`select count(*) from generate_series(1, 400000) as g(${sql.raw(`n${n}`)})`)
        .then(() => void done.push(`long ${n}`));
    const longs = [1, 2, 3, 4].map(long);
    const light = database.db.execute(sql`select 1`).then(() => void done.push('light'));
    await Promise.all([...longs, light]);
    // The light call went out with the first long one at most ahead of it.
    expect(done.slice(0, 2).sort()).toEqual(['light', 'long 1']);
    expect(done.slice(2)).toEqual(['long 2', 'long 3', 'long 4']);
  });

  it('answers its reads as db does, and takes no transaction', async () => {
    const read = sql`select count(*)::int as n from pg_class`;
    expect(await queryRows(database.background, read)).toEqual(await queryRows(database.db, read));
    if (database.kind === 'pglite') {
      await expect(database.background.transaction(async () => undefined)).rejects.toThrow(
        /no transactions/,
      );
    }
  });
});
