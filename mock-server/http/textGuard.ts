// Refuses U+0000 anywhere in a request's JSON body or query string once, for every route:
// PostgreSQL cannot store it, and a field-level 400 is the answer rather than a database error.
import type { RequestHandler } from 'express';
import { findNulCharacter } from '../../src/domain/text';
import { V } from '../../src/domain/rules';
import { english } from './messages';
import { sendProblem } from './problem';

export function rejectNulCharacters(): RequestHandler {
  return (req, res, next) => {
    const inQuery = findNulCharacter(req.query);
    const inBody = inQuery ? null : findNulCharacter(req.body);
    const path = inQuery ?? inBody;
    if (!path) return next();
    const errors = [{ field: path.join('.'), key: V.invalid, message: english(V.invalid) }];
    sendProblem(res, 400, req.originalUrl, `Locale: ${V.invalid}`, { errors });
  };
}
