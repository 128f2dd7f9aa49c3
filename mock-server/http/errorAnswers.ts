// How a failed request is answered: every error becomes problem details (RFC 9457). The services'
// domain errors, the routes' HttpErrors, a refused schema (400 with each field's message key),
// Express's body errors, and anything unforeseen as a logged 500.
import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RuleError,
  TooLargeError,
  ValidationError,
} from '../services/errors';
import { withEnglish } from './messages';
import { HttpError, localeDetail, sendProblem } from './problem';

export const answerError: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const instance = req.originalUrl;
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (err instanceof DomainError) return sendDomainProblem(res, instance, err);
  if (err instanceof HttpError) {
    return sendProblem(res, err.status, instance, err.detail, err.extensions, err.title);
  }
  if (err instanceof ZodError) {
    // Schema messages are translation keys; anything else (a bare zod check) is 'invalid'.
    const errors = withEnglish(
      err.issues.map((i) => ({
        field: i.path.join('.'),
        key: /^validation\.\w+$/.test(i.message) ? i.message : 'validation.invalid',
      })),
    );
    return sendProblem(res, 400, instance, localeDetail(errors[0]!.key), { errors });
  }
  if (e.type === 'entity.parse.failed') {
    return sendProblem(res, 400, instance, 'The request body is not valid JSON.');
  }
  if (e.type === 'entity.too.large') {
    return sendProblem(res, 413, instance, 'The request body is larger than 1 MiB.');
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    return sendProblem(res, status, instance);
  }
  req.log?.error({ err }, 'unhandled error');
  return sendProblem(res, 500, instance, 'An unexpected error occurred.');
};

/** The one mapping of the services' domain errors to problem details. */
function sendDomainProblem(res: Response, instance: string, err: DomainError): void {
  if (err instanceof NotFoundError) return sendProblem(res, 404, instance, err.message);
  if (err instanceof ForbiddenError) return sendProblem(res, 403, instance, err.reason);
  if (err instanceof ValidationError) {
    const errors = withEnglish(err.errors);
    return sendProblem(res, 400, instance, localeDetail(errors[0]!.key), { errors });
  }
  if (err instanceof ConflictError) {
    return sendProblem(res, 409, instance, err.detail, err.extensions);
  }
  if (err instanceof RuleError) {
    return sendProblem(res, 400, instance, err.detail, err.extensions, err.title);
  }
  if (err instanceof TooLargeError) {
    return sendProblem(res, 413, instance, err.detail, err.extensions);
  }
  return sendProblem(res, 400, instance, err.message);
}
