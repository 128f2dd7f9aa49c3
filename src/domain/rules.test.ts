import { describe, expect, it } from 'vitest';
import { loginErrors } from './rules';
import { loginSchema } from './validation';

// The sign-in page checks without the schema library; the API checks with loginSchema. They must
// agree on every input.
describe('the sign-in rules', () => {
  it.each([
    ['', ''],
    ['  ', 'x'],
    ['admin@example.com', ''],
    ['admin@example', 'Portal#2026'],
    ['admin@@example.com', 'p'],
    [' admin@example.com ', 'p'],
    ['a b@example.com', 'p'],
    ['admin@example.com', 'Portal#2026'],
  ])('gives %j / %j the same messages as the API schema', (email, password) => {
    const result = loginSchema.safeParse({ email, password });
    const schemaErrors: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        schemaErrors[String(issue.path[0])] ??= issue.message;
      }
    }
    expect(loginErrors({ email, password })).toEqual(schemaErrors);
  });
});
