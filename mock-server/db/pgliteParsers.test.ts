import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { PgliteThread } from './pglite-thread';
import { imageBlob, standardImage } from '../test/templates';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';

// drizzle's queries no longer hand PGlite their parsers (pgliteParsers.ts, applied on the database
// thread): every caller must still read each type exactly as it did before.
describe('result parsers of the embedded database', () => {
  let client: PgliteThread;
  let plain: PGlite;
  const at = '2026-03-04 05:06:07.123+00';
  const select = `select $1::timestamptz as ts, $1::timestamp as t, '2026-03-04'::date as d,
    interval '1 day' as i, 12.50::numeric as n, array[$1::timestamptz] as tsa,
    array[1.5::numeric] as na, 7 as k`;

  // Both start from the empty test database's image: a new cluster (initdb) costs twice as much.
  beforeAll(async () => {
    const image = await standardImage('empty');
    plain = new PGlite({ loadDataDir: imageBlob(image), extensions: PGLITE_EXTENSIONS });
    client = await PgliteThread.open({ image });
  });
  afterAll(async () => {
    await client.close();
    await plain.close();
  });

  it('answers drizzle dates, timestamps, intervals and numerics as text, as before', async () => {
    const query = sql.raw(select.replaceAll('$1', `'${at}'`));
    const tracked = await drizzle(client as unknown as PGlite).execute(query);
    const untouched = await drizzle(plain).execute(query);
    expect(tracked.rows).toEqual(untouched.rows);
    expect(typeof tracked.rows[0]!.ts).toBe('string');
  });

  it('answers a raw query with the driver’s own parsers, Dates included, as before', async () => {
    const tracked = await client.query(select, [at]);
    const untouched = await plain.query(select, [at]);
    expect(tracked.rows).toEqual(untouched.rows);
    expect((tracked.rows[0] as { ts: unknown }).ts).toBeInstanceOf(Date);
    expect((tracked.rows[0] as { tsa: unknown[] }).tsa[0]).toBeInstanceOf(Date);
  });

  it('keeps a raw query’s own parsers and the others beneath them, in a transaction too', async () => {
    const parsers = { 23: (v: string) => `int ${v}` };
    const tracked = await client.transaction((tx) => tx.query(select, [at], { parsers }));
    const untouched = await plain.transaction((tx) => tx.query(select, [at], { parsers }));
    expect(tracked.rows).toEqual(untouched.rows);
    expect((tracked.rows[0] as { k: unknown }).k).toBe('int 7');
    expect((tracked.rows[0] as { t: unknown }).t).toBeInstanceOf(Date);
  });
});
