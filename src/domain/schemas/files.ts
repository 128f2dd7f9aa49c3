// Request schemas of the carrier-file calls (spec 7 "Files"): which files to publish.
import { z } from 'zod';
import { V } from '../rules';
import { FILE_STATUSES } from '../enums';
import { idSchema, orRequired } from './common';

/** POST /api/files/publish-files: one or several imported files, by id. */
export const publishFilesSchema = z.object({
  fileIds: z.array(idSchema, { error: V.required }).min(1, V.required).max(500, V.invalid),
});
export type PublishFilesInput = z.infer<typeof publishFilesSchema>;

/** Upload limit of DESIGN 6: larger uploads answer 413. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** GET /api/files/get-file-info: FileStatus narrows the list to the files in that state. */
export const importFileQuerySchema = z.object({
  fileStatus: z.enum(FILE_STATUSES, { error: V.invalid }).optional(),
});
export type ImportFileQuery = z.infer<typeof importFileQuerySchema>;

/** GET /api/files/failed-imports: the imports that failed on or after Since (YYYY-MM-DD). */
export const failedImportQuerySchema = z.object({
  since: z.iso.date({ error: orRequired(V.invalid) }).max(10),
});
export type FailedImportQuery = z.infer<typeof failedImportQuerySchema>;
