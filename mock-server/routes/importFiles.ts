// The carrier-file calls of spec 7 "Files" (DESIGN 5.4): uploads that answer a progress id at
// once, the progress itself, the file list, review, publish and delete, and a policy's history
// naming the file of each row. Rules live in ImportService.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { MessageResult } from '../../src/domain/api/common';
import type { ImportFileList } from '../../src/domain/api/files';
import type { ImportFileKind } from '../../src/domain/enums';
import {
  failedImportQuerySchema,
  importFileQuerySchema,
  MAX_IMPORT_BYTES,
  publishFilesSchema,
} from '../../src/domain/schemas/files';
import { deletedAnswer } from '../http/answers';
import { callerOf, idParam, type AppContext } from '../http/context';
import { localeDetail } from '../http/problem';
import { receiveUpload } from '../http/multipart';
import { can, type ApiRouter, bodyOf, paramsOf, answer, queryOf } from '../http/routes';
import { NotFoundError } from '../services/errors';
import { ImportService, uploadName, type ImportServiceDeps } from '../services/importFiles/service';
import { IMPORT_FILE_ERRORS } from '../services/importFiles/failures';

declare module 'express-serve-static-core' {
  interface Request {
    importId?: string;
  }
}

/**
 * Reads the multipart body (one File, the CarrierId field) straight into the imports bucket
 * under a name made from the new progress id; anything over 50 MiB is cut off with 413.
 */
function receiveImport(ctx: AppContext): RequestHandler {
  const stored = (req: Request) => ctx.storage.pathOf('imports', uploadName(req.importId!));
  const upload = receiveUpload({
    storage: multer.diskStorage({
      destination: (req, _file, done) => done(null, path.dirname(stored(req))),
      filename: (req, _file, done) => done(null, path.basename(stored(req))),
    }),
    maxBytes: MAX_IMPORT_BYTES,
    tooLarge: localeDetail(IMPORT_FILE_ERRORS.fileTooLarge),
    unreadable: localeDetail(IMPORT_FILE_ERRORS.badUpload),
    // The name as sent, so that a name with a path in it is refused rather than cut down.
    preservePath: true,
    discard: (req) => fs.rmSync(stored(req), { force: true }),
  });
  return (req, res, next) => {
    req.importId = randomUUID();
    upload(req, res, next);
  };
}

/** The upload's fields as the description shows them; ImportService checks CarrierId itself. */
const importUploadFields = z.object({
  CarrierId: z
    .string()
    .max(10)
    .regex(/^[1-9]\d{0,9}$/),
});
/** An import's progress id: the UUID the upload answered. */
const progressParams = { id: z.uuid().describe('The progress id the upload answered.') };
/** An imported file's stored name, as the file list gives it. */
const fileNameParams = {
  fileName: z
    .string()
    .min(1)
    .max(200)
    .describe('The imported file’s stored name, as the file list gives it.'),
};

export function importFilesRouter(
  router: ApiRouter,
  ctx: AppContext,
  deps?: Partial<ImportServiceDeps>,
) {
  const imports = new ImportService({
    db: ctx.db,
    clock: ctx.clock,
    storage: ctx.storage,
    ...deps,
  });
  uploadRoutes(router, ctx, imports);
  readRoutes(router, imports);
  publishAndDeleteRoutes(router, imports);
}

/** The two uploads (a values file, a transactions file) and the progress of the import. */
function uploadRoutes(router: ApiRouter, ctx: AppContext, imports: ImportService) {
  const startImport =
    (kind: ImportFileKind) =>
    async (req: Request, res: Response): Promise<void> => {
      const { principal } = callerOf(req);
      const file = req.file;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const started = await imports.start(
        principal,
        kind,
        req.importId!,
        file && { originalName: file.originalname, path: file.path, size: file.size },
        body.CarrierId,
      );
      res.json(started);
    };

  const uploads = [
    {
      path: '/files',
      kind: 'Values',
      summary: 'Uploads a carrier’s values file and starts its import (answers the progress id).',
    },
    {
      path: '/files/upload-file-transaction',
      kind: 'Transactions',
      summary: 'Uploads a carrier’s transactions file and starts its import.',
    },
  ] as const;
  for (const { path, kind, summary } of uploads) {
    router.post(
      path,
      can('files', 'create'),
      {
        summary,
        body: { multipart: importUploadFields },
        response: 'files.ImportStarted',
        errors: [400, 413],
      },
      receiveImport(ctx),
      startImport(kind),
    );
  }
  router.get(
    '/files/progress/:id',
    can('imports', 'show'),
    {
      summary: 'The progress of a running import.',
      params: progressParams,
      badParam: new NotFoundError('import').message,
      response: 'files.ImportProgress',
    },
    answer(({ principal }, _req, res) =>
      imports.progress(principal, paramsOf(res, progressParams).id),
    ),
  );
}

/** The imported files, one file's review, and a policy's rows with their files. */
function readRoutes(router: ApiRouter, imports: ImportService) {
  router.get(
    '/files/get-file-info',
    can('files', 'list'),
    {
      summary: 'The imported files, newest first.',
      description: 'FileStatus (UnPublished, Processing, Published) keeps the files in that state.',
      query: importFileQuerySchema,
      response: 'files.ImportFileList',
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { fileStatus } = queryOf(res, importFileQuerySchema);
      const body: ImportFileList = { files: await imports.list(principal, fileStatus) };
      res.json(body);
    },
  );
  router.get(
    '/files/failed-imports',
    can('files', 'list'),
    {
      summary: 'The imports that failed on or after a day, with why (nothing of them was kept).',
      query: failedImportQuerySchema,
      response: 'files.FailedImport[]',
      example: { query: 'Since=2020-01-01' },
    },
    answer(({ principal }, _req, res) =>
      imports.failedSince(principal, queryOf(res, failedImportQuerySchema).since),
    ),
  );
  router.get(
    '/files/review/:fileId',
    can('files', 'show'),
    {
      summary: 'An imported file’s rows beside the stored values, for review before publishing.',
      response: 'files.FileReview',
    },
    answer(({ principal }, req) => imports.review(principal, idParam(req, 'fileId'))),
  );
  router.get(
    '/policy-history/:policyId',
    can('policy-history', 'list'),
    {
      summary: 'A policy’s stored rows, each with the file it came from.',
      response: 'files.PolicyHistory',
      cacheable: true,
    },
    answer(({ principal }, req) => imports.policyHistory(principal, idParam(req, 'policyId'))),
  );
}

/** Publishing files (their rows start to count) and deleting an unpublished one. */
function publishAndDeleteRoutes(router: ApiRouter, imports: ImportService) {
  router.post(
    '/files/publish-files',
    can('files', 'publish'),
    {
      summary: 'Publishes imported files: their rows start to count.',
      body: publishFilesSchema,
      response: 'common.MessageResult',
      errors: [404, 409],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      const { fileIds } = bodyOf(res, publishFilesSchema);
      await imports.publish(principal, fileIds);
      const body: MessageResult = { message: localeDetail('imports.messages.published') };
      res.json(body);
    },
  );
  router.delete(
    '/files/delete-file-transaction/:fileName',
    can('files', 'delete'),
    {
      summary: 'Deletes an unpublished imported file and its rows.',
      params: fileNameParams,
      badParam: new NotFoundError('file').message,
      response: 'common.MessageResult',
      errors: [409],
    },
    async (req, res) => {
      const { principal } = callerOf(req);
      await imports.remove(principal, paramsOf(res, fileNameParams).fileName);
      res.json(deletedAnswer());
    },
  );
}
