// The pid lock files of the local runner (src/local/runner/pid-lock-file.ts): the data folder's lock
// (data-dir-lock.ts) refuses a second live owner, takes over a dead owner's lock or a half-written
// one, and is released once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/local/runner/data-dir-lock.ts';
import { createLockFile, lockOwner, processAlive } from '../../src/local/runner/pid-lock-file.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pid-lock-'));
  file = path.join(dir, 'the.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('pid lock files', () => {
  it('is created once, with the owner pid in it', () => {
    expect(createLockFile(file)).toBe(true);
    expect(createLockFile(file)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(lockOwner(file)).toBe(process.pid);
  });

  it('has no owner while empty or once gone', () => {
    writeFileSync(file, '');
    expect(lockOwner(file)).toBeNull();
    rmSync(file);
    expect(lockOwner(file)).toBeNull();
  });

  it('tells a running process from one that has exited', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(deadPid())).toBe(false);
  });
});

describe('the data folder lock', () => {
  it('refuses a folder another live process owns', () => {
    writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(file)).toThrow(DataDirLockedError);
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that died, or a half-written one, and releases it once', () => {
    for (const stale of [String(deadPid()), '']) {
      writeFileSync(file, stale);
      const release = lockDataDir(file);
      expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(file)).toBe(false);
      writeFileSync(file, 'someone else');
      release();
      expect(existsSync(file)).toBe(true);
      rmSync(file);
    }
  });
});
