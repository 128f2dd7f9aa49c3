// The duplicate rule of spec 5 as one reusable zod check: an array whose items repeat a value of a
// chosen property gets the rule's message at that property of every item sharing the value.
import type { z } from 'zod';

/** A property's value as the rule compares it: text trimmed and case-folded, blanks ignored. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLocaleLowerCase('en-US');
  return text === '' ? undefined : text;
}

/** The indexes of the items whose `property` equals that of another item, in array order. */
export function duplicateIndexes<T>(items: readonly T[], property: keyof T): number[] {
  const byValue = new Map<unknown, number[]>();
  items.forEach((item, index) => {
    const value = comparable(item[property]);
    if (value === undefined) return;
    byValue.set(value, [...(byValue.get(value) ?? []), index]);
  });
  return [...byValue.values()]
    .filter((indexes) => indexes.length > 1)
    .flat()
    .sort((a, b) => a - b);
}

/**
 * A `superRefine` check for an array: `message` at `[index, property]` of every duplicate, so a
 * form shows it under each row that repeats the value (both rows, not only the later one).
 *
 *   z.array(investment).superRefine(noDuplicates('investmentName', V.investmentNameUnique))
 */
export function noDuplicates<T>(property: keyof T & string, message: string) {
  return (items: readonly T[], ctx: z.RefinementCtx): void => {
    for (const index of duplicateIndexes(items, property)) {
      ctx.addIssue({ code: 'custom', message, path: [index, property], input: items[index] });
    }
  };
}
