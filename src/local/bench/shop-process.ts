// The shop exactly as `npm start` serves it, in a child process on the bench's own ports and a
// throwaway data folder (never the developer's .data or port 8888).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_NODE_FLAGS } from '../runner/memory-limits.ts';

export interface ShopProcess {
  url: string;
  /** The shop's process id (its memory and open files are read from /proc). */
  pid: number;
  dataDir: string;
  /** The built storefront the shop serves. */
  siteDir: string;
  /** From the spawn to the ready line (first start: seed and build included). */
  readyMs: number;
  /** Everything the shop printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startShop(
  root: string,
  port: number,
  dbPort: number,
  env: NodeJS.ProcessEnv,
): Promise<ShopProcess> {
  // The shop writes its own data folder; the database is its embedded one unless env names another.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SHOP_NODE_FLAGS, '--experimental-strip-types', 'src/local/scripts/start.ts'],
    {
      cwd: root,
      env: { ...env, PORT: String(port), EMBEDDED_DB_PORT: String(dbPort), EMBEDDED_DATA_DIR: dataDir, SITE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Shop:\s+http/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`the shop exited (${code}) before it was ready:\n${output.slice(-1500)}`)),
    );
  });
  const readyMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://localhost:${port}`,
    pid: child.pid ?? 0,
    dataDir,
    siteDir: path.join(dataDir, 'site'),
    readyMs,
    output: () => output,
    stop,
  };
}
