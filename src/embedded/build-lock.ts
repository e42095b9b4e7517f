// `astro build` with the Netlify adapter empties and reuses <project>/.netlify/build, so two builds of
// one checkout at the same time (two local shops, a shop and the e2e tests, the bench) break each other
// ("Cannot find module .netlify/build/.prerender/..."). Builds of one checkout therefore take turns,
// through a lock file holding the builder's pid; a lock left by a dead process is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryLock(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim() || 'NaN');
    // An empty file is a lock being written this instant: wait. A dead owner's lock is stale.
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) rmSync(file, { force: true });
    return false;
  }
}

export async function withBuildLock<T>(projectRoot: string, run: () => Promise<T>, timeoutMs = 15 * 60_000): Promise<T> {
  const file = path.join(projectRoot, '.netlify', 'astro-build.lock');
  mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  while (!tryLock(file)) {
    if (Date.now() > deadline) throw new Error(`Another build of this checkout has held ${file} for too long.`);
    await sleep(250);
  }
  try {
    return await run();
  } finally {
    rmSync(file, { force: true });
  }
}
