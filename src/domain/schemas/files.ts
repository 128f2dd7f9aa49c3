// Request schemas of the carrier-file calls (spec 7 "Files"): which files to publish.
import { z } from 'zod';
import { V } from '../rules';
import { idSchema } from './common';

/** POST /api/files/publish-files: one or several imported files, by id. */
export const publishFilesSchema = z.object({
  fileIds: z.array(idSchema, { error: V.required }).min(1, V.required).max(500, V.invalid),
});
export type PublishFilesInput = z.infer<typeof publishFilesSchema>;

/** Upload limit of DESIGN 6: larger uploads answer 413. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
