// Document calls of spec 7 "Documents": upload (multipart), the client, plan, policy and carrier
// lists, delete, and the download with ranges (206). Rules and scope in DocumentService.
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { documentQuerySchema, fromQueryParams } from '../../src/domain/listQuery';
import {
  documentRefSchema,
  MAX_DOCUMENT_BYTES,
  planDocumentsQuerySchema,
  uploadDocumentSchema,
} from '../../src/domain/schemas/documents';
import { deletedAnswer, savedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import type { Principal, Scope } from '../services/access';
import { HttpError } from '../http/problem';
import { receiveUpload, streamingStorage } from '../http/multipart';
import { bodyOf, can, type ApiRouter, paramsOf, queryOf, answer } from '../http/routes';
import { DocumentService, type DocumentDownload, type ReceivedFile } from '../services/documents';

/** The file part of an upload, as the document reader left it. */
const receivedOf = (req: Request) => (req.file as { kept?: ReceivedFile } | undefined)?.kept;

/**
 * One file streamed into the document store's staging area as it arrives, at most 50 MiB
 * (counted while streaming: past it the upload stops with 413 and nothing is kept); a handful of
 * short fields. Staged bytes no upload saved are dropped when the answer is sent.
 */
function documentReader(documents: DocumentService) {
  const read = receiveUpload({
    storage: streamingStorage(
      (stream) => documents.receive(stream),
      (received) => documents.discard(received),
    ),
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLarge: 'The file is larger than 50 MiB.',
    unreadable: 'The upload could not be read; choose the file again.',
  });
  return (req: Request, res: Response, next: (err?: unknown) => void) => {
    res.once('close', () => {
      const received = receivedOf(req);
      if (received) void documents.discard(received);
    });
    read(req, res, next);
  };
}

/** A file name in the path: any text (it only ever names a database row), bounded. */
const fileNameParams = {
  fileName: z.string().min(1).max(400).describe('The document’s file name, as its list gives it.'),
};
const NO_SUCH_DOCUMENT = 'No document has this name.';

/** attachment or inline, with an ASCII fallback name and the real one in RFC 5987 form. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The one range a Range header asks for in a file of `size` bytes; 416 when it is outside. */
function rangeOf(req: Request, res: Response, size: number): { start: number; end: number } {
  const whole = { start: 0, end: Math.max(0, size - 1) };
  const header = req.headers.range;
  if (typeof header !== 'string') return whole;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return whole;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last n bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    res.setHeader('Content-Range', `bytes */${size}`);
    throw new HttpError(416, 'The range asked for is outside the file.');
  }
  res.status(206);
  res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  return { start, end };
}

/** Streams the file whole (200) or the one range asked for (206) from the document store. */
async function sendRanged(req: Request, res: Response, file: DocumentDownload, inline: boolean) {
  res.setHeader('Accept-Ranges', 'bytes');
  const range = rangeOf(req, res, file.size);
  const length = file.size === 0 ? 0 : range.end - range.start + 1;
  const bytes = length === 0 ? undefined : await file.open(range);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.name, inline));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', String(length));
  if (!bytes) return void res.end();
  // A reader gone mid-download ends the stream; nothing else to do.
  await pipeline(bytes, res).catch(() => undefined);
}

export function documentsRouter(router: ApiRouter, ctx: AppContext) {
  const documents = new DocumentService(ctx.db, ctx.clock, ctx.documents);
  uploadAndListRoutes(router, documents);
  ownersRoutes(router, documents);
  fileRoutes(router, documents);
}

/** The upload, the list of every document in scope, and one document by id. */
function uploadAndListRoutes(router: ApiRouter, documents: DocumentService) {
  router.post(
    '/documents',
    can('documents', 'create'),
    {
      summary: 'Uploads a client, plan or policy document (multipart, at most 50 MiB).',
      body: { multipart: uploadDocumentSchema, reader: documentReader(documents) },
      response: 'common.SavedResult',
      errors: [409, 413],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const fields = bodyOf(res, uploadDocumentSchema);
      const received = receivedOf(req);
      const file =
        req.file && received ? { originalName: req.file.originalname, received } : undefined;
      const saved = await documents.upload(principal, scope, fields, file);
      res.json(savedAnswer(saved, 'messages.documentUploaded'));
    },
  );
  router.get(
    '/documents',
    can('documents', 'list'),
    {
      summary: 'Every document in the caller’s scope, searched, filtered, sorted and paged.',
      description:
        'SearchText matches the document name; Ids[], DocumentType, ModifiedSince (uploaded on or after the day) and Unread (not yet opened or downloaded by the caller) narrow the list. Newest first unless sorted.',
      query: documentQuerySchema,
      response: 'Page<documents.DocumentRow>',
      cacheable: true,
      example: { query: 'PageSize=10&PageNumber=1' },
    },
    answer(({ principal, scope }, _req, res) =>
      documents.listAll(principal, scope, queryOf(res, documentQuerySchema)),
    ),
  );
  router.get(
    '/documents/:id',
    can('documents', 'show'),
    {
      summary: 'One document in the caller’s scope, as its list row.',
      records: { id: 'document' },
      response: 'documents.DocumentRow',
      cacheable: true,
    },
    answer(({ principal, scope }, req) => documents.one(principal, scope, idParam(req, 'id'))),
  );
}

/** A participant's, a policy holder's, a division's and a carrier's documents. */
function ownersRoutes(router: ApiRouter, documents: DocumentService) {
  const owners = [
    {
      path: '/documents/client-documents/:clientId',
      summary: 'A participant’s client documents.',
      list: (p: Principal, s: Scope, id: number) => documents.clientDocuments(p, s, id),
    },
    {
      path: '/documents/policy-documents/:clientId',
      summary: 'The policy documents of a participant’s policies.',
      list: (p: Principal, s: Scope, id: number) => documents.policyDocuments(p, s, id),
    },
    {
      path: '/documents/carrier/:carrierId',
      summary: 'A carrier’s own documents.',
      list: (p: Principal, s: Scope, id: number) => documents.carrierDocuments(p, s, id),
    },
  ];
  for (const { path, summary, list } of owners) {
    const param = path.slice(path.lastIndexOf(':') + 1);
    router.get(
      path,
      can('documents', 'list'),
      { summary, response: 'documents.DocumentRow[]', cacheable: true },
      async (req, res) => {
        const { principal, scope } = callerOf(req);
        res.json(await list(principal, scope, idParam(req, param)));
      },
    );
  }
  router.get(
    '/documents/plant-documents',
    can('documents', 'list'),
    {
      summary: 'A division’s plan documents (by `divisionId`, or the participant’s by `clientId`).',
      query: planDocumentsQuerySchema,
      response: 'documents.DocumentRow[]',
      cacheable: true,
      example: { query: 'divisionId=1' },
    },
    answer(({ principal, scope }, _req, res) =>
      documents.planDocuments(principal, scope, queryOf(res, planDocumentsQuerySchema)),
    ),
  );
}

/** A document by its file name: delete it, or download it (whole or a range). */
function fileRoutes(router: ApiRouter, documents: DocumentService) {
  const query = (req: Request) => fromQueryParams(req.query as never);
  router.delete(
    '/documents/delete-document/:fileName',
    can('documents', 'delete'),
    {
      summary: 'Deletes a document named by file name and type (plus an id when ambiguous).',
      params: fileNameParams,
      badParam: NO_SUCH_DOCUMENT,
      query: documentRefSchema,
      response: 'common.MessageResult',
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const ref = queryOf(res, documentRefSchema);
      await documents.remove(principal, scope, paramsOf(res, fileNameParams).fileName, ref);
      res.json(deletedAnswer());
    },
  );
  router.post(
    '/documents/download-pdf/:fileName',
    can('documents', 'show'),
    {
      summary: 'Downloads a document (ranges answer 206; `inline=true` for a browser tab).',
      description: 'Records that the caller has read the document (the Unread filter of the list).',
      params: fileNameParams,
      badParam: NO_SUCH_DOCUMENT,
      query: documentRefSchema,
      response: 'application/octet-stream',
      errors: [416],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const ref = queryOf(res, documentRefSchema);
      const file = await documents.download(
        principal,
        scope,
        paramsOf(res, fileNameParams).fileName,
        ref,
      );
      // `inline` only chooses how the browser shows the file; any other value downloads it.
      await sendRanged(req, res, file, query(req).inline === 'true');
    },
  );
}
