// The embedded default's stand-in for Netlify builds: `astro build` into one of two folders, then an
// atomic swap of the data folder's `site` link (each running shop has its own, so several can run), so the running server never serves a half-written site.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.ts';
import { PROJECT_ROOT, SITE_LINK, SITES_DIR } from './paths.ts';

let generation = 0;

function runAstroBuild(outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd: PROJECT_ROOT,
      env: { ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
}

export async function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = Date.now();
  mkdirSync(SITES_DIR, { recursive: true });
  generation = (generation + 1) % 2;
  const outDir = path.join(SITES_DIR, `site-${generation}`);
  rmSync(outDir, { recursive: true, force: true });
  // Builds of one checkout take turns (see build-lock.ts).
  await withBuildLock(PROJECT_ROOT, () => runAstroBuild(outDir, env));
  if (existsSync(SITE_LINK) && !lstatSync(SITE_LINK).isSymbolicLink()) rmSync(SITE_LINK, { recursive: true, force: true });
  const tmpLink = `${SITE_LINK}.next`;
  rmSync(tmpLink, { force: true });
  symlinkSync(outDir, tmpLink, 'dir');
  renameSync(tmpLink, SITE_LINK);
  return Date.now() - started;
}
