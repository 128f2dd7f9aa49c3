// The policy editor's resolver: the shared schema's, with each list's own message (spec 5: at
// least one, a primary, adding up to 100 %) moved under the list.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { allocationsSchema, beneficiariesSchema } from '../../../domain/schemas/policy';
import { zodResolver } from '../../../components/zodResolver';

const LISTS: [string, z.ZodType][] = [
  ['beneficiaries', beneficiariesSchema],
  ['allocations', allocationsSchema],
];

/**
 * The shared schema's resolver, with each list's own message (an issue of the whole list) moved
 * to `<list>._list`, where ListMessage shows it once, under the list.
 */
export function policyResolver(schema: z.ZodType): Resolver<FieldValues> {
  const base = zodResolver<FieldValues>(schema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [list, listSchema] of LISTS) {
      const node = (errors[list] ?? {}) as Record<string, unknown>;
      const { type: _type, message: _message, ...items } = node;
      const parsed = listSchema.safeParse(values[list] ?? []);
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => !i.path.length);
      const next = issue ? { ...items, _list: { type: 'custom', message: issue.message } } : items;
      if (Object.keys(next).length > 0) errors[list] = next;
      else delete errors[list];
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as never }
      : { values: result.values, errors: {} };
  };
}
