// Reads in one exchange answer exactly what PGlite's query() answers: the same rows, fields and
// errors, for every kind of parameter and value; each statement is prepared once and the kept
// ones are bounded.
import { PGlite, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBlob, standardImage } from '../../test/templates';
import { OneExchangeReads } from './oneExchange';
import { PGLITE_EXTENSIONS } from '../pgliteExtensions';

const shape = (r: Results | undefined) => ({
  rows: r?.rows,
  fields: r?.fields,
  affectedRows: r?.affectedRows,
});

describe('reads in one exchange', () => {
  let pg: PGlite;
  let reads: OneExchangeReads;
  const prepared = async () =>
    (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]!.n;

  beforeAll(async () => {
    pg = new PGlite({
      loadDataDir: imageBlob(await standardImage('seeded')),
      extensions: PGLITE_EXTENSIONS,
    });
    await pg.waitReady;
    reads = new OneExchangeReads(pg, 4);
  });
  afterAll(() => pg.close());

  it('answers what query() answers, the first time and the next', async () => {
    const cases: [string, unknown[], { rowMode?: 'array' }?][] = [
      ['select * from users order by id', []],
      ['select * from participants where id = any($1) order by id', [[1, 2, 3]]],
      ['select id, is_active from users where is_deleted = $1 and is_active = $2', [false, true]],
      ['select id, date_of_birth from users where date_of_birth < $1', [new Date('1980-01-01')]],
      ['select * from account_values order by id limit 300', []],
      [
        'select id, email from users where email ilike $1 order by id',
        ['%ex%'],
        { rowMode: 'array' },
      ],
      [
        `select $1::jsonb as j, 'héllo ✓ 漢字' as t, null::int as n, '{1,2}'::int[] as a,
                1.5::numeric as x, interval '1 day' as i, $2::text as s`,
        [{ a: [1, 'b'] }, 42],
      ],
      ['select id from users where false', []],
    ];
    for (const [text, params, options] of cases) {
      const expected = shape(await pg.query(text, params, options));
      expect(shape(await reads.read(text, params, options ?? {}))).toEqual(expected);
      expect(shape(await reads.read(text, params, options ?? {}))).toEqual(expected);
    }
  });

  it('leaves writes, blobs and given types to query()', async () => {
    expect(await reads.read('update users set city = city where false', [], {})).toBeUndefined();
    expect(await reads.read('select nextval($1)', ['users_id_seq'], {})).toBeUndefined();
    expect(await reads.read('select $1 as x', [1], { paramTypes: [23] })).toBeUndefined();
  });

  it('throws the database error query() throws, and goes on answering', async () => {
    for (const [text, params] of [
      ['select nosuch from users', []],
      ['select $1::int + 1 as x', ['not a number']],
      ['select 1 / (id - id) from users', []],
    ] as [string, unknown[]][]) {
      const expected = await pg.query(text, params).catch((e: Error) => e);
      const got = await reads.read(text, params, {}).catch((e: Error) => e);
      expect(got).toBeInstanceOf(Error);
      expect(got).toMatchObject({
        message: (expected as Error).message,
        code: (expected as unknown as { code: string }).code,
      });
    }
    expect((await reads.read('select $1::int + 1 as x', ['41'], {}))?.rows).toEqual([{ x: 42 }]);
  });

  it('prepares a statement once and keeps only the most recent ones', async () => {
    const before = await prepared();
    for (let i = 0; i < 3; i++) await reads.read('select count(*) from divisions', [], {});
    expect(await prepared()).toBeLessThanOrEqual(4);
    for (let i = 0; i < 10; i++) await reads.read(`select ${i} as n`, [], {});
    expect(await prepared()).toBe(4);
    expect(before).toBeLessThanOrEqual(4);
    expect((await reads.read('select 3 as n', [], {}))?.rows).toEqual([{ n: 3 }]);
  });

  it('prepares again a statement that was deallocated behind its back', async () => {
    const text = 'select count(*)::int as n from carriers';
    const expected = (await pg.query(text)).rows;
    expect((await reads.read(text, [], {}))?.rows).toEqual(expected);
    await pg.exec('deallocate all');
    expect((await reads.read(text, [], {}))?.rows).toEqual(expected);
  });

  it('prepares again a statement whose table changed shape', async () => {
    await pg.exec('create table shape_test (a int); insert into shape_test values (1)');
    expect((await reads.read('select * from shape_test', [], {}))?.rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table shape_test add column b int default 2');
    expect((await reads.read('select * from shape_test', [], {}))?.rows).toEqual([{ a: 1, b: 2 }]);
  });
});
