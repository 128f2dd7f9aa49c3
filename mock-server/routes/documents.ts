// Document calls of spec 7 "Documents": upload (multipart), the client, plan, policy and carrier
// lists, delete, and the download with ranges (206). Rules and scope in DocumentService.
import type { Request, Response } from 'express';
import multer from 'multer';
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
import { receiveUpload } from '../http/multipart';
import { bodyOf, can, type ApiRouter, paramsOf, queryOf, answer } from '../http/routes';
import { DocumentService } from '../services/documents';

/** One file in memory, at most 50 MiB; a handful of short fields. */
const receiveFile = receiveUpload({
  storage: multer.memoryStorage(),
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'The file is larger than 50 MiB.',
  unreadable: 'The upload could not be read; choose the file again.',
});

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

/** Sends bytes whole (200) or the one range asked for (206); an unsatisfiable range is 416. */
function sendRanged(req: Request, res: Response, content: Buffer) {
  res.setHeader('Accept-Ranges', 'bytes');
  const header = req.headers.range;
  const size = content.length;
  if (typeof header === 'string') {
    const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
    if (match && (match[1] !== '' || match[2] !== '')) {
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
      res.send(content.subarray(start, end + 1));
      return;
    }
  }
  res.send(content);
}

export function documentsRouter(router: ApiRouter, ctx: AppContext) {
  const documents = new DocumentService(ctx.db, ctx.clock);
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
      body: { multipart: uploadDocumentSchema, reader: receiveFile },
      response: 'common.SavedResult',
      errors: [409, 413],
    },
    async (req, res) => {
      const { principal, scope } = callerOf(req);
      const fields = bodyOf(res, uploadDocumentSchema);
      const file = req.file
        ? { originalName: req.file.originalname, buffer: req.file.buffer }
        : undefined;
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
        'SearchText matches the document name; Ids[] and DocumentType narrow the list. Newest first unless sorted.',
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
      const inline = query(req).inline === 'true';
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', contentDisposition(file.name, inline));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      sendRanged(req, res, file.content);
    },
  );
}
