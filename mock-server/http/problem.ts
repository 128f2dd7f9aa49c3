// RFC 9457 problem details: every failure the API answers has this shape (DESIGN 6).
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { ProblemDetails } from '../../src/domain/problem';

/** An error a route or service throws to answer with a given status and problem details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly extensions?: Record<string, unknown>,
    readonly title: string = STATUS_CODES[status] ?? 'Error',
  ) {
    super(detail ?? title);
    this.name = 'HttpError';
  }
}

export { localeDetail } from '../../src/domain/problem';

export function sendProblem(
  res: Response,
  status: number,
  instance: string,
  detail?: string,
  extensions?: Record<string, unknown>,
  title: string = STATUS_CODES[status] ?? 'Error',
): void {
  const body: ProblemDetails = {
    type: status === 400 && extensions?.errors ? '/problems/validation' : 'about:blank',
    title,
    status,
    instance,
  };
  if (detail !== undefined) body.detail = detail;
  if (extensions !== undefined) body.extensions = extensions;
  res.status(status).type('application/problem+json').send(JSON.stringify(body));
}
