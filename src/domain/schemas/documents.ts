// Request shapes of the document calls (spec 7 "Documents") and the upload limits, shared by the
// upload area of the screens and the server.
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../enums';
import { V } from '../rules';
import { idSchema } from './common';

/** Uploads above this are refused (413), DESIGN 6. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
export const MAX_DOCUMENT_NAME = 200;

const optionalId = z
  .preprocess(
    (v) =>
      v === '' || v === 'null' || v === null
        ? undefined
        : typeof v === 'string' && /^\d+$/.test(v)
          ? Number(v)
          : v,
    idSchema,
  )
  .optional();

/** Optional ids under the names given (a document's owners, as a form or a query names them). */
const optionalIds = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, optionalId])) as Record<K, typeof optionalId>;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: V.invalid });

/** The multipart fields of POST /api/documents besides the file. */
export const uploadDocumentSchema = z.object({
  DocumentType: documentTypeSchema,
  ...optionalIds('ClientId', 'CarrierId', 'DivisionId'),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentSchema>;

/** Which document a download or delete names, besides its file name (spec 7: type, divisionId). */
export const documentRefSchema = z.object({
  type: documentTypeSchema,
  ...optionalIds('id', 'divisionId', 'clientId', 'carrierId'),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

export const planDocumentsQuerySchema = z.object(optionalIds('clientId', 'divisionId'));

/** Letters that may not appear in a document's name: controls, separators of paths, bidi marks. */
// eslint-disable-next-line no-control-regex
const BAD_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The name a document is listed under: the uploaded file's own name without any folder part, in
 * NFC. Returns undefined for a name that is empty, too long, only dots, or holds characters that
 * have no place in a file name.
 */
export function documentNameOf(raw: string): string | undefined {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = base.normalize('NFC').trim();
  if (name === '' || name.length > MAX_DOCUMENT_NAME || /^\.+$/.test(name) || BAD_NAME.test(name)) {
    return undefined;
  }
  return name;
}
