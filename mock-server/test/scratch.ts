// Where the tests keep their files: data directories, storage, the template images. On a
// machine with a memory-backed file system (/dev/shm) that has room, there, unless TMPDIR names
// another place: the tests create and remove some ten thousand files a run, and the servers they
// start write their databases with fsync, which on a disk cost `npm test` about 5 s of its wall
// time and 7 s of the kernel's CPU (2 cores, ext4 mounted with discard). What the tests check
// holds the same there: a process killed with SIGKILL loses only what it had not handed to the
// kernel, whichever file system is under it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MEMORY_FS = '/dev/shm';
/** Room enough for a run's images and the data directories open at once, with plenty to spare. */
const ROOM_NEEDED = 2 * 1024 ** 3;

function memoryBacked(): string | undefined {
  try {
    const { bavail, bsize } = fs.statfsSync(MEMORY_FS);
    if (bavail * bsize < ROOM_NEEDED) return undefined;
    const dir = path.join(MEMORY_FS, `portal-tests-${os.userInfo().uid}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.accessSync(dir, fs.constants.W_OK);
    return dir;
  } catch {
    return undefined;
  }
}

let chosen: string | undefined;

/** The directory the tests make their temporary files and directories in. */
export function scratchDir(): string {
  chosen ??= (process.env.TMPDIR ? undefined : memoryBacked()) ?? os.tmpdir();
  return chosen;
}
