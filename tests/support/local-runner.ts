// The local runner (src/local/runner/local-server.ts) over real HTTP for handler tests: every function of
// netlify/functions and src/local/functions loaded as `npm start` loads them, on a free port, against the test database.
import net from 'node:net';
import { FunctionRouter, loadShopFunctions } from '../../src/local/runner/function-routes.ts';
import { allowedHosts } from '../../src/local/runner/host-guard.ts';
import { startLocalServer, type LocalServer } from '../../src/local/runner/local-server.ts';
import type { SERVER_LIMITS } from '../../src/local/runner/load-shedding.ts';
import { PROJECT_ROOT } from '../../src/local/runner/paths.ts';

export interface RunningRunner {
  server: LocalServer;
  port: number;
  router: FunctionRouter;
}

/** A port nobody listens on now (the host guard needs the port before the server starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startRunner(options: { limits?: Partial<typeof SERVER_LIMITS> } = {}): Promise<RunningRunner> {
  const functions = await loadShopFunctions(PROJECT_ROOT);
  const router = new FunctionRouter(functions);
  const port = await freePort();
  const server = await startLocalServer({
    port,
    siteUrl: process.env.SITE_URL ?? 'http://localhost:8888',
    storageDir: process.env.LOCAL_STORAGE_DIR ?? '/tmp',
    staging: {
      dir: process.env.LOCAL_STAGING_DIR ?? '/tmp',
      bucket: 'staging',
      secret: 'test-staging-secret-0123456789',
    },
    router,
    allowedHosts: allowedHosts(port, undefined, undefined),
    rebuildToken: 'test-rebuild-token',
    onRebuildRequest: () => {},
    rebuildStatus: () => ({ state: 'idle' }),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return { server, port, router };
}
