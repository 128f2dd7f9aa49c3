// The failures a service reports, in the domain's terms: app.ts turns each into problem details
// (one place), so services never pick HTTP statuses and routes never build error bodies.
import type { FieldErrorDetail } from '../../src/domain/problem';

/** A field and the translation key of what is wrong with it (a `validation.*` key). */
export type FieldKey = Pick<FieldErrorDetail, 'field' | 'key'>;

export abstract class DomainError extends Error {}

/** The record does not exist or lies outside the caller's scope (404: both look the same). */
export class NotFoundError extends DomainError {
  constructor(readonly what = 'record') {
    super(`The ${what} does not exist.`);
    this.name = 'NotFoundError';
  }
}

/** The caller's role may never make this call (403). */
export class ForbiddenError extends DomainError {
  constructor(readonly reason = 'Your role may not make this call.') {
    super(reason);
    this.name = 'ForbiddenError';
  }
}

/** Fields of the request break a rule (400, shaped like a failed schema: one key per field). */
export class ValidationError extends DomainError {
  readonly errors: FieldKey[];
  constructor(...errors: [FieldKey, ...FieldKey[]]) {
    super(errors[0].key);
    this.errors = errors;
    this.name = 'ValidationError';
  }
}

/** An error answered with a detail ('Locale: <key>' or text) and, where useful, extensions. */
abstract class DetailedError extends DomainError {
  constructor(
    readonly detail: string,
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

/**
 * The request as a whole breaks a business rule (400): `detail` is 'Locale: <key>' for messages
 * the user reads, plain English for a malformed call; `extensions` carry what the screen needs
 * to explain it (the divisions in use, the employers lacking a producer).
 */
export class RuleError extends DetailedError {
  constructor(
    detail: string,
    extensions?: Record<string, unknown>,
    readonly title?: string,
  ) {
    super(detail, extensions);
  }
}

/**
 * The record's state makes the request pointless or unsafe to repeat (409); `extensions` say
 * what stands in the way when the caller may go ahead after confirming.
 */
export class ConflictError extends DetailedError {}

/** What the request would store is more than a limit allows (413, nothing stored). */
export class TooLargeError extends DetailedError {}
