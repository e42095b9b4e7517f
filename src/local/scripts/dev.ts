// `npm run dev`: the development server (astro dev, with the Netlify adapter's emulation of the
// functions and Blobs) on the same embedded data as `npm start`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootEmbeddedBackend } from '../runner/boot.ts';
import { DataDirLockedError } from '../runner/data-dir-lock.ts';
import { ensureSeeded } from '../runner/first-start.ts';
import { PROJECT_ROOT } from '../runner/paths.ts';

const port = Number(process.env.PORT ?? 4321);
const dbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

try {
  const backend = await bootEmbeddedBackend({ port, dbPort });
  // astro dev has no rebuild hook to call: pages are rendered on request anyway.
  delete process.env.BUILD_HOOK_URL;
  const admin = await ensureSeeded();
  console.log(
    `\n  Admin:  ${admin.email} / ${admin.password}\n  Outbox: http://localhost:${port}/outbox/${backend.secrets.outboxKey}\n`,
  );
  const astro = spawn(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'),
      'dev',
      '--port',
      String(port),
      // the shop's config plus the dev server's local plugins (astro.config.mjs imports nothing local)
      '--config',
      'src/local/runner/astro-dev.config.mjs',
    ],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: process.env,
    },
  );
  const stop = async () => {
    astro.kill('SIGTERM');
    await backend.database.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  astro.on('exit', async (code) => {
    await backend.database.stop();
    process.exit(code ?? 0);
  });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
