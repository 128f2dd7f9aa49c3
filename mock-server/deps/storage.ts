// Blob storage for uploaded carrier files: a directory, with names the server generates itself,
// so no user input ever reaches a file path. Documents are not here: their bytes live in the
// database (document_contents), which every API process sharing it can read.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface Storage {
  /** Stores bytes under a new opaque name in a bucket and returns the name. */
  put(bucket: Bucket, data: Buffer, extension?: string): Promise<string>;
  read(bucket: Bucket, name: string): Promise<Buffer>;
  stream(bucket: Bucket, name: string): fs.ReadStream;
  remove(bucket: Bucket, name: string): Promise<void>;
  exists(bucket: Bucket, name: string): boolean;
  /** Absolute path of an object, for streaming parsers. */
  pathOf(bucket: Bucket, name: string): string;
}

export type Bucket = 'imports';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) {
    throw new Error(`Unsafe storage name: ${JSON.stringify(name)}`);
  }
}

export function createDirectoryStorage(root: string): Storage {
  const dir = (bucket: Bucket) => {
    const d = path.join(root, bucket);
    fs.mkdirSync(d, { recursive: true });
    return d;
  };
  const pathOf = (bucket: Bucket, name: string) => {
    assertSafeName(name);
    return path.join(dir(bucket), name);
  };
  return {
    async put(bucket, data, extension = '') {
      const ext = extension.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
      const name = `${randomUUID()}${ext ? `.${ext}` : ''}`;
      const target = pathOf(bucket, name);
      // Written beside the target and renamed, so a crash never leaves half a file under its name.
      const tmp = `${target}.part`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, target);
      return name;
    },
    read: (bucket, name) => fs.promises.readFile(pathOf(bucket, name)),
    stream: (bucket, name) => fs.createReadStream(pathOf(bucket, name)),
    async remove(bucket, name) {
      await fs.promises.rm(pathOf(bucket, name), { force: true });
    },
    exists: (bucket, name) => fs.existsSync(pathOf(bucket, name)),
    pathOf,
  };
}
