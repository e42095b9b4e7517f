// PGlite does nothing to stop a second process from opening the same data folder, and then writes are
// silently lost. So exactly one process owns it: the one that created the lock file with O_EXCL.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database is already in use by process ${owner} (lock file ${lockFile}).\n` +
            'Stop that process first (only one process may own the embedded database), then try again.',
        );
      }
      // The owner died without cleaning up (kill -9): the lock is stale, take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}
