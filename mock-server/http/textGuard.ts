// Refuses text that cannot be stored (U+0000, lone UTF-16 surrogates: see isStorableText) anywhere
// in a request's query string, JSON body or multipart fields, once for every route: a field-level
// 400 that names the field, before any handler runs, rather than a database error or a silently
// replaced character.
import type { Request, RequestHandler, Response } from 'express';
import { findUnstorableText } from '../../src/domain/text';
import { V } from '../../src/domain/rules';
import { english } from './messages';
import { sendProblem } from './problem';

/** The field of a parsed request part holding unstorable text, as the answer names it, or null. */
export function unstorableField(...parts: unknown[]): string | null {
  for (const part of parts) {
    const path = findUnstorableText(part);
    if (path) return path.join('.');
  }
  return null;
}

/** Answers the 400 for a field holding unstorable text. */
export function sendUnstorable(req: Request, res: Response, field: string): void {
  const key = V.unstorableText;
  const errors = [{ field, key, message: english(key) }];
  sendProblem(res, 400, req.originalUrl, `Locale: ${key}`, { errors });
}

/** The guard for the query string and the JSON body (multipart fields: http/multipart.ts). */
export function rejectUnstorableText(): RequestHandler {
  return (req, res, next) => {
    const field = unstorableField(req.query, req.body);
    if (field === null) return next();
    sendUnstorable(req, res, field);
  };
}
