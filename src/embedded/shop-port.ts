// Which port `npm start` serves the shop on. Chosen before anything boots, because the shop's own
// address (SITE_URL for e-mail links, the rebuild hook) is built from it. A second checkout's shop
// started with the defaults moves to the next free port and says so, as the embedded database does;
// a port asked for explicitly (PORT) is never swapped for another: a taken one stops the start with
// one sentence, before the database, the seed and the build have run for nothing.
import net from 'node:net';

export const DEFAULT_SHOP_PORT = 8888;
/** How many ports after the default are tried before giving up. */
const DEFAULT_PORT_TRIES = 20;

export class ShopPortTakenError extends Error {}

/** True when nothing listens on 127.0.0.1:port (the address the shop's server binds). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export interface ShopPortOptions {
  defaultPort?: number;
  log?: (line: string) => void;
}

export async function chooseShopPort(requested: string | undefined, options: ShopPortOptions = {}): Promise<number> {
  const { defaultPort = DEFAULT_SHOP_PORT, log = console.log } = options;
  if (requested !== undefined && requested !== '') {
    const port = Number(requested);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ShopPortTakenError(`PORT must be a port number (0 to 65535), not "${requested}".`);
    if (port !== 0 && !(await isPortFree(port))) {
      throw new ShopPortTakenError(`Port ${port} is taken (another shop or program uses it): start this shop on another one, e.g. PORT=${port + 1} npm start.`);
    }
    return port;
  }
  for (let port = defaultPort; port < defaultPort + DEFAULT_PORT_TRIES; port++) {
    if (await isPortFree(port)) {
      if (port !== defaultPort) log(`Port ${defaultPort} is taken (another shop?): this shop is served on port ${port} instead.`);
      return port;
    }
  }
  throw new ShopPortTakenError(
    `Ports ${defaultPort} to ${defaultPort + DEFAULT_PORT_TRIES - 1} are all taken: start this shop on a free one, e.g. PORT=9000 npm start.`,
  );
}
