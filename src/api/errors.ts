// The errors the API client raises (spec 7, 8).
import type { ProblemDetails } from '../domain/problem';

export type { ProblemDetails };

/** A call that the server answered with a failure. Carries what spec 8 lists. */
export class ApiException extends Error {
  readonly isApiException = true;
  constructor(
    message: string,
    readonly status: number,
    readonly response: string,
    readonly headers: Record<string, string>,
    readonly result: unknown,
  ) {
    super(message);
    this.name = 'ApiException';
  }

  /** The problem-details body, when the server sent one. */
  get problem(): ProblemDetails | undefined {
    const r = this.result as ProblemDetails | undefined;
    return r && typeof r === 'object' && 'status' in r ? r : undefined;
  }
}

/** Raised before sending when a required path or query parameter is missing (spec 5). */
export class MissingParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`The parameter '${parameter}' must be defined and cannot be null.`);
    this.name = 'MissingParameterError';
  }
}

/** The request was cancelled by the caller; such failures are ignored silently (spec 8). */
export const isCancelled = (err: unknown): boolean =>
  err instanceof DOMException &&
  err.name === 'AbortError' &&
  !(err as { timeout?: boolean }).timeout;

/** A translation key carried by an error text ('… Locale: errors.foo'), if any (spec 8). */
export function localeKeyOf(text: string | undefined): string | undefined {
  const match = text ? /Locale: ([\w.-]*\w)/.exec(text) : null;
  return match?.[1];
}
