// The answers the route files share: a save's id and message, a delete's message, and a whole
// file sent as a download (CSV or PDF).
import type { Response } from 'express';
import type { MessageResult, SavedResult } from '../../src/domain/api/common';
import { localeDetail } from './problem';

/** The answer of a save: the record's id and the message to show ('saved' unless told). */
export const savedAnswer = ({ id }: { id: number }, key = 'messages.saved'): SavedResult => ({
  id,
  message: localeDetail(key),
});

/** The answer of a delete. */
export const deletedAnswer = (): MessageResult => ({ message: localeDetail('messages.deleted') });

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** Sends a whole generated file as a download named `fileName` (ASCII, made by the server). */
export function sendDownload(
  res: Response,
  kind: keyof typeof CONTENT_TYPES,
  fileName: string,
  content: string | Uint8Array | ArrayBuffer,
): void {
  res.setHeader('Content-Type', CONTENT_TYPES[kind]);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content, 'utf8')
      : Buffer.from(content instanceof ArrayBuffer ? new Uint8Array(content) : content);
  res.send(bytes);
}
