// A lock file holding its owner's pid, created with O_EXCL: the process that creates it owns it. The
// build lock and the data folder's lock are both made of it; a lock whose owner died (kill -9) is
// stale, and each lock decides when to take one over.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file with this process's pid in it; false when it exists already. */
export function createLockFile(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/** The pid in a lock file; null while it is being written (empty) or once it is gone. */
export function lockOwner(file: string): number | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(text);
  return text !== '' && Number.isInteger(pid) && pid > 0 ? pid : null;
}
