// Backup and restore of the embedded database's data folder, as PGlite snapshots (dumpDataDir: a gzipped
// tarball of the folder). Both take the data folder's lock first, so they refuse clearly while the shop
// (or anything else) has the database open: a copy taken under a running owner could be torn, and a
// restore under it would be overwritten.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

/** The data folder already holds a shop and the restore was not forced: nothing was changed. */
export class DataFolderNotEmptyError extends Error {}

const lockFileOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

export async function withLock<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const release = lockDataDir(lockFileOf(dataDir));
  try {
    return await run();
  } finally {
    release();
  }
}

/** Writes a snapshot of the data folder to file; returns its size in bytes. */
export async function backupDatabase(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${dataDir} (start the shop once first).`);
  return withLock(dataDir, async () => {
    const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(`${file}.partial`, bytes);
      renameSync(`${file}.partial`, file);
      return bytes.length;
    } finally {
      await db.close();
    }
  });
}

/**
 * Replaces the data folder with the snapshot in file. The snapshot is opened in memory first (a file
 * that is not a snapshot changes nothing); the folder it replaces is kept beside it until the restore
 * has succeeded (with force: false, a folder that holds a database is refused instead). Returns the
 * number of orders the restored database holds.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  options: { force: boolean } = { force: true },
): Promise<number> {
  const snapshot = new Blob([readFileSync(file)]);
  return withLock(dataDir, async () => {
    if (!options.force && existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new DataFolderNotEmptyError(`${dataDir} already holds a database: pass --force to replace it.`);
    }
    const check = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
    await check.close();
    const previous = `${dataDir}.before-restore`;
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(dataDir)) renameSync(dataDir, previous);
    try {
      mkdirSync(dataDir, { recursive: true });
      const db = await PGlite.create({ dataDir, loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
      try {
        const result = await db.query<{ orders: number }>(`select (select count(*) from public.orders)::int as orders`);
        return result.rows[0]?.orders ?? 0;
      } finally {
        await db.close();
      }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (existsSync(previous)) renameSync(previous, dataDir);
      throw error;
    } finally {
      rmSync(previous, { recursive: true, force: true });
    }
  });
}
