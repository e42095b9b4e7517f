// The embedded database in a worker thread of the shop's process: PGlite (WebAssembly, one session)
// and its Postgres socket server run there, on the second core, while the main thread serves HTTP and
// runs the functions. Reached over the same socket as before (and as Supabase is reached), so nothing
// else changes; the data folder's lock belongs to this process as before.
import { Worker } from 'node:worker_threads';
import { DataDirLockedError } from './data-dir-lock.ts';
import type { EmbeddedDatabase, EmbeddedDatabaseOptions } from './embedded-database.ts';
import { DATABASE_THREAD_YOUNG_GENERATION_MB } from './memory-limits.ts';

type Message =
  | { type: 'ready'; url: string; appliedMigrations: string[] }
  | { type: 'failed'; locked: boolean; message: string; stack?: string }
  | { type: 'stopped'; error?: string };

export type EmbeddedDatabaseThread = Pick<EmbeddedDatabase, 'url' | 'appliedMigrations' | 'stop'>;

export function startEmbeddedDatabaseThread(
  options: Omit<EmbeddedDatabaseOptions, 'loadDataDir'>,
): Promise<EmbeddedDatabaseThread> {
  const worker = new Worker(new URL('./database-worker.ts', import.meta.url), {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_GENERATION_MB },
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database thread exited (${code}) before it was ready.`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: Message) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      if (message.type === 'failed') {
        void worker.terminate();
        const error = message.locked ? new DataDirLockedError(message.message) : new Error(message.message);
        if (message.stack && !message.locked) error.stack = message.stack;
        reject(error);
        return;
      }
      if (message.type !== 'ready')
        return reject(new Error(`Unexpected message from the database thread: ${message.type}`));
      worker.on('error', (error) => console.error('The embedded database thread failed:', error));
      resolve({
        url: message.url,
        appliedMigrations: message.appliedMigrations,
        stop: () =>
          new Promise<void>((done) => {
            worker.once('message', (reply: Message) => {
              if (reply.type === 'stopped' && reply.error)
                console.error('Stopping the embedded database:', reply.error);
              void worker.terminate().then(() => done());
            });
            worker.postMessage('stop');
          }),
      });
    });
  });
}
