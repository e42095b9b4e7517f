// Which port `npm start` serves the shop on. Chosen before anything boots, because the shop's own
// address (SITE_URL for e-mail links, the rebuild hook) is built from it, and HELD from then on: two
// checkouts started at the same moment would otherwise both find 8888 free, build for half a minute,
// and the second would find it taken at the end. While the shop boots, the held port answers 503
// "starting" with Retry-After; the real server takes it over just before it listens.
// A second checkout's shop started with the defaults moves to the next free port and says so, as the
// embedded database does; a port asked for explicitly (PORT) is never swapped for another: a taken one
// stops the start with one sentence, before the database, the seed and the build have run for nothing.
import http from 'node:http';

export const DEFAULT_SHOP_PORT = 8888;
/** How many ports after the default are tried before giving up. */
const DEFAULT_PORT_TRIES = 20;
const STARTING_RETRY_AFTER_SECONDS = 5;

export class ShopPortTakenError extends Error {}

export interface ShopPortReservation {
  port: number;
  /** Frees the port for the shop's own server (call right before it listens). */
  release(): Promise<void>;
}

export interface ShopPortOptions {
  defaultPort?: number;
  log?: (line: string) => void;
}

/** Binds 127.0.0.1:port (the address the shop's server binds) with a "starting" answer; null when taken. */
function hold(port: number): Promise<ShopPortReservation | null> {
  const placeholder = http.createServer((_req, res) => {
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(STARTING_RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    res.end('The shop is starting: try again in a few seconds.\n');
  });
  return new Promise((resolve, reject) => {
    placeholder.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    placeholder.listen(port, '127.0.0.1', () => {
      const bound = (placeholder.address() as { port: number }).port;
      const release = () =>
        new Promise<void>((done) => {
          placeholder.close(() => done());
          placeholder.closeAllConnections();
        });
      resolve({ port: bound, release });
    });
  });
}

export async function reserveShopPort(
  requested: string | undefined,
  options: ShopPortOptions = {},
): Promise<ShopPortReservation> {
  const { defaultPort = DEFAULT_SHOP_PORT, log = console.log } = options;
  if (requested !== undefined && requested !== '') {
    const port = Number(requested);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new ShopPortTakenError(`PORT must be a port number (0 to 65535), not "${requested}".`);
    const reservation = await hold(port);
    if (!reservation) {
      throw new ShopPortTakenError(
        `Port ${port} is taken (another shop or program uses it): start this shop on another one, e.g. PORT=${port + 1} npm start.`,
      );
    }
    return reservation;
  }
  for (let port = defaultPort; port < defaultPort + DEFAULT_PORT_TRIES; port++) {
    const reservation = await hold(port);
    if (reservation) {
      if (port !== defaultPort)
        log(`Port ${defaultPort} is taken (another shop?): this shop is served on port ${port} instead.`);
      return reservation;
    }
  }
  throw new ShopPortTakenError(
    `Ports ${defaultPort} to ${defaultPort + DEFAULT_PORT_TRIES - 1} are all taken: start this shop on a free one, e.g. PORT=9000 npm start.`,
  );
}
