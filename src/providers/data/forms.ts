// A refused save in the shape react-admin's forms read: field errors beside their inputs.
import { HttpError } from 'react-admin';
import { ApiException, localeKeyOf } from '../../api/errors';
import { MESSAGE_ARGS } from '../../domain/rules';

// react-admin's ValidationError reads messages with placeholders in this form.
const formMessage = (key: string) =>
  MESSAGE_ARGS[key]
    ? `@@react-admin@@${JSON.stringify({ message: key, args: MESSAGE_ARGS[key] })}`
    : key;

/**
 * A refused save becomes react-admin's HttpError carrying the field errors, so the form shows
 * each message beside its input (divisions.0.name becomes a nested error); the notice shows the
 * first message.
 */
export function toFormError(err: unknown): unknown {
  if (!(err instanceof ApiException)) return err;
  const fieldErrors = err.problem?.extensions?.errors ?? [];
  const key = fieldErrors[0]?.key ?? localeKeyOf(err.response);
  if (!key) return err;
  const errors: Record<string, unknown> = {};
  for (const { field, key: fieldKey } of fieldErrors) {
    const parts = field ? field.split('.') : ['root'];
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] ??= formMessage(fieldKey);
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  // The rest of the extensions (e.g. what a conflict would undo) stay readable by the caller.
  return new HttpError(key, err.status, { ...err.problem?.extensions, errors });
}
