// `astro build` with the Netlify adapter empties and reuses <project>/.netlify/build, so two builds of
// one checkout at the same time (two local shops, a shop and the e2e tests, the bench) break each other
// ("Cannot find module .netlify/build/.prerender/..."). Builds of one checkout therefore take turns,
// through a lock file holding the builder's pid; a lock left by a dead process is taken over.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLockFile, lockOwner, processAlive } from './pid-lock-file.ts';

function tryLock(file: string): boolean {
  if (createLockFile(file)) return true;
  const owner = lockOwner(file);
  // An empty file is a lock being written this instant: wait. A dead owner's lock is stale.
  if (owner !== null && !processAlive(owner)) rmSync(file, { force: true });
  return false;
}

export async function withBuildLock<T>(
  projectRoot: string,
  run: () => Promise<T>,
  timeoutMs = 15 * 60_000,
): Promise<T> {
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
