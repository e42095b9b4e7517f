// The embedded default's Postgres: one PGlite data folder, owned by this process, served over the
// Postgres wire protocol so that the functions and the build reach it exactly as they reach Supabase.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { applyMigrations } from '../server/db/migrations.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
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
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const appliedMigrations = await applyMigrations({
      exec: async (script) => {
        await db.exec(script);
      },
      query: async <T,>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    });
    const server = new PGLiteSocketServer({ db, port: options.port ?? 0, host: '127.0.0.1', maxConnections: 1000 });
    // Swap pglite-socket's per-message queue for one that keeps each exchange whole (see session-queue.ts).
    (server as unknown as { queryQueue: SessionQueue }).queryQueue = new SessionQueue(db);
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres:postgres@${address}/postgres`,
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
