// The embedded default's stand-in for Netlify builds: `astro build` into one of two folders, then an
// atomic swap of the data folder's `site` link (each running shop has its own, so several can run), so the running server never serves a half-written site.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withBuildLock } from './build-lock.ts';
import { PROJECT_ROOT, SITE_LINK, SITES_DIR } from './paths.ts';

let generation = 0;

function runAstroBuild(outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'],
      {
        cwd: PROJECT_ROOT,
        env: { ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
}

/**
 * Astro decides whether outDir is inside the project with a bare string prefix test
 * (getOutDirWithinCwd in astro/dist/core/build/common.js): a data folder named like the checkout plus a
 * suffix (/srv/shop-data beside the checkout /srv/shop) passes it, so its prerender chunks, which import
 * packages by name, land where no node_modules can be found and the build fails. Such a folder is
 * built through a link whose path does not share the prefix; Astro then uses its own fallback folder
 * inside the checkout for the chunks, as for any outDir outside it.
 */
async function withAstroSafeOutDir(outDir: string, build: (dir: string) => Promise<void>): Promise<void> {
  const root = path.resolve(PROJECT_ROOT);
  if (!outDir.startsWith(root) || outDir.startsWith(root + path.sep)) return build(outDir);
  const link = path.join(tmpdir(), `shop-site-build-${process.pid}-${path.basename(outDir)}`);
  rmSync(link, { force: true });
  symlinkSync(outDir, link, 'dir');
  try {
    await build(link);
  } finally {
    rmSync(link, { force: true });
  }
}

export async function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = Date.now();
  mkdirSync(SITES_DIR, { recursive: true });
  generation = (generation + 1) % 2;
  const outDir = path.join(SITES_DIR, `site-${generation}`);
  rmSync(outDir, { recursive: true, force: true });
  // Builds of one checkout take turns (see build-lock.ts).
  mkdirSync(outDir, { recursive: true });
  await withBuildLock(PROJECT_ROOT, () => withAstroSafeOutDir(outDir, (dir) => runAstroBuild(dir, env)));
  if (existsSync(SITE_LINK) && !lstatSync(SITE_LINK).isSymbolicLink())
    rmSync(SITE_LINK, { recursive: true, force: true });
  const tmpLink = `${SITE_LINK}.next`;
  rmSync(tmpLink, { force: true });
  symlinkSync(outDir, tmpLink, 'dir');
  renameSync(tmpLink, SITE_LINK);
  return Date.now() - started;
}
