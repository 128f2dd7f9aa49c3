// An exclusive lock on the data directory: PGlite corrupts a directory opened by two processes.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. The
 * lock goes when released or when the process exits (process.exit, a stop signal during the
 * start), never later than the process; only a kill leaves it, for the next start to take over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && (holder === process.pid || isAlive(holder))) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
