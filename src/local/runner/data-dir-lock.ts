// PGlite does nothing to stop a second process from opening the same data folder, and then writes are
// silently lost. So exactly one process owns it: the one that created the lock file with O_EXCL.
import { rmSync } from 'node:fs';
import { createLockFile, lockOwner, processAlive } from './pid-lock-file.ts';

export class DataDirLockedError extends Error {}

export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(lockFile)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const owner = lockOwner(lockFile);
    if (owner !== null && owner !== process.pid && processAlive(owner)) {
      throw new DataDirLockedError(
        `The embedded database is already in use by process ${owner} (lock file ${lockFile}).\n` +
          'Stop that process first (only one process may own the embedded database), then try again.',
      );
    }
    // The owner died without cleaning up (kill -9): the lock is stale, take it over.
    rmSync(lockFile, { force: true });
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}
