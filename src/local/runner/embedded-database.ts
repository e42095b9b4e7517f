// The embedded default's Postgres: one PGlite data folder, owned by this process, served over the
// Postgres wire protocol so that the functions and the build reach it exactly as they reach Supabase,
// behind a password (password-gate.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { applyMigrations } from '../../server/db/migrations.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DATABASE_SHARED_BUFFERS } from './memory-limits.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { PasswordGate } from './password-gate.ts';
import { SessionQueue } from './session-queue.ts';

export interface EmbeddedDatabase {
  url: string;
  db: PGlite;
  appliedMigrations: string[];
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Data folder; omitted = in memory (tests). */
  dataDir?: string;
  port?: number;
  /** A dumpDataDir snapshot to start from (tests restore one instead of migrating again). */
  loadDataDir?: Blob;
  /** The password every connection must give (the shop's per-install one); a random one when omitted. */
  password?: string;
}

/**
 * Listens on the asked port; when another program (another checkout's shop) holds it, on a free port
 * instead, said in one line: the functions and the build reach the database by its URL, whatever the port.
 */
async function listen(db: PGlite, queue: PasswordGate, port: number): Promise<PGLiteSocketServer> {
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1000 });
  // Swap pglite-socket's per-message queue for one that asks for the password, then keeps each exchange whole.
  (server as unknown as { queryQueue: PasswordGate }).queryQueue = queue;
  try {
    await server.start();
    return server;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    const fallback = await listen(db, queue, 0);
    console.log(
      `Port ${port} is taken (another shop?): the embedded database listens on ${fallback.getServerConn()} instead.`,
    );
    return fallback;
  }
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedDatabase> {
  let releaseLock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = lockDataDir(path.join(path.dirname(options.dataDir), `${path.basename(options.dataDir)}.lock`));
  }
  try {
    const db = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${DATABASE_SHARED_BUFFERS}`],
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const appliedMigrations = await applyMigrations({
      exec: async (script) => {
        await db.exec(script);
      },
      query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    });
    const password = options.password ?? randomBytes(24).toString('base64url');
    const server = await listen(db, new PasswordGate(new SessionQueue(db), password), options.port ?? 0);
    const address = server.getServerConn();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@${address}/postgres`,
      db,
      appliedMigrations,
      async stop() {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
