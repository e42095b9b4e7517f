// Worker thread entry of the embedded database (see database-thread.ts): starts PGlite and its socket
// server here, says where it listens, and stops when told.
import { parentPort, workerData } from 'node:worker_threads';
import { DataDirLockedError } from './data-dir-lock.ts';
import { startEmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-database.ts';

if (!parentPort) throw new Error('database-worker.ts runs as the worker thread of database-thread.ts, not on its own.');
const port = parentPort;
try {
  const database = await startEmbeddedDatabase(workerData as EmbeddedDatabaseOptions);
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    database.stop().then(
      () => port.postMessage({ type: 'stopped' }),
      (error: unknown) => port.postMessage({ type: 'stopped', error: String(error) }),
    );
  });
  port.postMessage({ type: 'ready', url: database.url, appliedMigrations: database.appliedMigrations });
} catch (error) {
  port.postMessage({
    type: 'failed',
    locked: error instanceof DataDirLockedError,
    message: (error as Error).message ?? String(error),
    stack: (error as Error).stack,
  });
}
