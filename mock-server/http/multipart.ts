// The one way every upload route reads its multipart body: one file part (`File`) and a few short
// fields. Whatever goes wrong is the request's fault and answers 4xx problem details: a file over
// the limit 413; a body the parser cannot read (broken boundary, cut-off body, unexpected parts)
// 400; a file name or field that is not storable text (U+0000, a lone surrogate) 400 naming it.
// Nothing a refused upload sent stays on disk.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { sendUnstorable, unstorableField } from './textGuard';
import { HttpError } from './problem';

/** The multipart part that carries the file. */
export const FILE_PART = 'File';

export interface UploadOptions {
  /** Where the file's bytes go (disk storage for imports, a streaming store for documents). */
  storage: multer.StorageEngine;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The problem detail of a file over maxBytes (413). */
  tooLarge: string;
  /** The problem detail of a body that is no readable upload (400). */
  unreadable: string;
  /** Keep the name as sent (path included), so that the service can refuse it rather than cut it. */
  preservePath?: boolean;
  /** Removes what a refused request may have left in storage before the file part was complete. */
  discard?: (req: Request) => void;
}

const removeQuietly = (file: string | undefined) => {
  if (file) fs.rmSync(file, { force: true });
};

/** Reads the request's multipart body into `req.file` and `req.body`, or answers 4xx. */
export function receiveUpload(options: UploadOptions): RequestHandler {
  const upload = multer({
    storage: options.storage,
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    // Browsers send the file name as UTF-8 bytes without saying so.
    defParamCharset: 'utf8',
    preservePath: options.preservePath ?? false,
  }).single(FILE_PART);
  return (req, res, next) => {
    upload(req, res, (err?: unknown) => {
      const discard = () => {
        removeQuietly(req.file?.path);
        options.discard?.(req);
      };
      if (err) {
        discard();
        // multer's own limits carry a code; the parser's (busboy) errors about a malformed body do
        // not, and neither kind is the server's fault.
        const tooLarge = (err as { code?: string }).code === 'LIMIT_FILE_SIZE';
        return next(
          tooLarge ? new HttpError(413, options.tooLarge) : new HttpError(400, options.unreadable),
        );
      }
      const field =
        req.file && unstorableField(req.file.originalname) !== null
          ? FILE_PART
          : unstorableField(req.body);
      if (field === null) return next();
      discard();
      sendUnstorable(req, res, field);
    });
  };
}

/**
 * A multer storage that streams the file part to `keep` (which says what it kept, as
 * `req.file.kept`) and undoes it with `drop` when the request is refused. An upload the client
 * cuts off ends the stream with an error, so `keep` never waits on it forever.
 */
export function streamingStorage<T>(
  keep: (stream: Readable) => Promise<T>,
  drop: (kept: T) => Promise<void>,
): multer.StorageEngine {
  return {
    _handleFile(req, file, cb) {
      const cutOff = () => {
        if (!req.complete) file.stream.destroy(new Error('the upload was cut off'));
      };
      req.once('close', cutOff);
      keep(file.stream).then(
        (kept) => {
          req.off('close', cutOff);
          cb(null, { kept } as Partial<Express.Multer.File>);
        },
        (err: Error) => {
          req.off('close', cutOff);
          cb(err);
        },
      );
    },
    _removeFile(_req, file, cb) {
      const { kept } = file as Express.Multer.File & { kept?: T };
      if (kept === undefined) return cb(null);
      drop(kept).then(() => cb(null), cb);
    },
  };
}
