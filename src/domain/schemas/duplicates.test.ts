import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { duplicateIndexes, noDuplicates } from './duplicates';

const rows = z
  .array(z.object({ name: z.string().nullish() }))
  .superRefine(noDuplicates('name', 'validation.nameUnique'));

describe('the duplicate rule (spec 5)', () => {
  it('finds every item that shares a value, ignoring case, blanks around it and empty values', () => {
    const items = [
      { name: 'Fixed' },
      { name: 'Indexed' },
      { name: ' fixed ' },
      { name: '' },
      { name: '' },
      { name: null },
      { name: null },
      { name: 'FIXED' },
    ];
    expect(duplicateIndexes(items, 'name')).toEqual([0, 2, 7]);
    expect(duplicateIndexes([{ n: 1 }, { n: 2 }, { n: 1 }], 'n')).toEqual([0, 2]);
    expect(duplicateIndexes([{ n: 1 }, { n: 2 }], 'n')).toEqual([]);
  });

  it('reports the message at the property of each duplicate index', () => {
    const result = rows.safeParse([{ name: 'A' }, { name: 'B' }, { name: 'a' }, { name: 'B' }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [[0, 'name'], 'validation.nameUnique'],
      [[1, 'name'], 'validation.nameUnique'],
      [[2, 'name'], 'validation.nameUnique'],
      [[3, 'name'], 'validation.nameUnique'],
    ]);
  });

  it('passes an array without duplicates', () => {
    expect(rows.safeParse([{ name: 'A' }, { name: 'B' }, {}]).success).toBe(true);
  });

  it('nests under the array field of an object', () => {
    const schema = z.object({ items: rows });
    const result = schema.safeParse({ items: [{ name: 'x' }, { name: 'X' }] });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([
      'items.0.name',
      'items.1.name',
    ]);
  });
});
