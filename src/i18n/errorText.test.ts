import { describe, expect, it } from 'vitest';
import { ApiException, MissingParameterError } from '../api/errors';
import { errorText } from './errorText';

const catalog: Record<string, string> = {
  'errors.accountLocked': 'Locked',
  'errors.lastAdmin': 'The system must have at least one active administrator.',
  'errors.cannotDeactivate': 'Cannot deactivate user',
  'errors.unexpected': 'Unexpected Error, please contact your system administrator.',
  'errors.missingParameter': 'Missing {{name}}',
  'validation.email': 'Please enter a valid email address (Ex: {{email}}).',
};
const translate = (key: string, options?: Record<string, unknown>) =>
  (catalog[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(options?.[n] ?? ''));

const problem = (detail: string, status = 400) =>
  new ApiException(
    'A server side error occurred.',
    status,
    JSON.stringify({ detail }),
    {},
    { status, detail },
  );

describe('the global error text (spec 8)', () => {
  it('translates the key after "Locale: " in the response', () => {
    expect(errorText(problem('Locale: errors.accountLocked'), translate)).toBe('Locked');
    expect(errorText(problem('Locale: validation.email'), translate)).toBe(
      'Please enter a valid email address (Ex: name@example.com).',
    );
  });

  it('pairs the last-administrator message with its title', () => {
    expect(errorText(problem('Locale: errors.lastAdmin'), translate)).toBe(
      'Cannot deactivate user: The system must have at least one active administrator.',
    );
  });

  it('falls back to the error message, then to the generic text', () => {
    expect(errorText(problem('No record has the id 9.', 404), translate)).toBe(
      'A server side error occurred.',
    );
    expect(errorText(new Error(''), translate)).toBe(
      'Unexpected Error, please contact your system administrator.',
    );
    expect(errorText(new MissingParameterError('year'), translate)).toBe('Missing year');
  });
});
