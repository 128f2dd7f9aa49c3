// Connects a shared zod schema (src/domain) to react-hook-form, so a form validates with exactly
// the rules and messages the API applies. Messages are translation keys.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_ARGS } from '../domain/rules';

// react-admin's ValidationError reads messages with placeholders in this form.
const withArgs = (message: string) =>
  MESSAGE_ARGS[message]
    ? `@@react-admin@@${JSON.stringify({ message, args: MESSAGE_ARGS[message] })}`
    : message;

export function zodResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // Nested paths (divisions.0.name) become nested error objects, as react-hook-form expects.
      let node = errors;
      issue.path.forEach((part, i) => {
        const key = String(part);
        if (i === issue.path.length - 1) {
          node[key] ??= { type: issue.code, message: withArgs(issue.message) };
        } else {
          node[key] ??= {};
          node = node[key] as Record<string, unknown>;
        }
      });
      if (issue.path.length === 0) errors.root ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
