// Whole-shop backup of the embedded default: the database (a PGlite snapshot), the product images of
// the local storage, every Netlify Blobs entry (the contact inbox) and the data folder's secrets and
// local admin credentials, in one folder with a manifest (versions, counts, a SHA-256 per file).
//
// A backup is written under `<name>.partial` and renamed once its manifest (written last) is in, so
// a folder with the final name is complete. A restore checks every file against the manifest before
// it touches anything, refuses a data folder that already holds a shop unless forced, sets what it
// replaces aside until the restored shop has been counted, and puts it back if anything fails.
// Both hold the data folder's lock throughout: nothing else (the shop) writes while they run.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CONTACT_STORE } from '../../server/contact/inbox-store.ts';
import { DataFolderNotEmptyError, withLock } from './backup.ts';
import { readAllBlobs, writeBlobs, type BlobEntry } from './blobs-export.ts';
import { dataFolder, PROJECT_ROOT } from './paths.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

const BACKUP_FORMAT = 'maison-shop-backup';
const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE_FILE = 'database.tar.gz';
/** Files of the data folder kept as they are, under config/ in the backup. */
const CONFIG_FILES = ['secrets', 'adminCredentials'] as const;

interface FileRecord {
  path: string;
  bytes: number;
  sha256: string;
}

interface BlobRecord {
  store: string;
  key: string;
  metadata: Record<string, unknown>;
  file: string;
}

export interface ShopCounts {
  orders: number;
  order_items: number;
  products: number;
  product_images: number;
  storage_files: number;
  blobs: number;
  contact_messages: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  versions: { shop: string; pglite: string; postgres: string; last_migration: string | null };
  counts: ShopCounts;
  files: FileRecord[];
  blobs: BlobRecord[];
}

/** The backup is damaged, incomplete or not a backup: nothing was changed. */
export class BackupRefusedError extends Error {}
export { DataFolderNotEmptyError };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every regular file under root, as sorted '/'-separated paths relative to it (none if root does not exist). */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function packageVersion(packageJson: string): string {
  try {
    return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The one row a summary query answers (counts, a setting, a max): none would be a broken database. */
async function oneRow<T>(db: PGlite, query: string): Promise<T> {
  const [row] = (await db.query<T>(query)).rows;
  if (!row) throw new Error(`The database answered no row to: ${query}`);
  return row;
}

type RowCounts = Pick<ShopCounts, 'orders' | 'order_items' | 'products' | 'product_images'>;

function countRows(db: PGlite): Promise<RowCounts> {
  return oneRow<RowCounts>(
    db,
    `select (select count(*) from public.orders)::int as orders, (select count(*) from public.order_items)::int as order_items,
            (select count(*) from public.products)::int as products, (select count(*) from public.product_images)::int as product_images`,
  );
}

/** Writes files into the backup folder, recording each one's size and checksum. */
function fileWriter(root: string) {
  const files: FileRecord[] = [];
  return {
    files,
    put(relative: string, bytes: Uint8Array) {
      const full = path.join(root, ...relative.split('/'));
      mkdirSync(path.dirname(full), { recursive: true, mode: 0o700 });
      writeFileSync(full, bytes, { mode: 0o600 });
      files.push({ path: relative, bytes: bytes.length, sha256: sha256(bytes) });
    },
  };
}

/** Backs up the shop kept in the data folder dataDir into the new folder target; returns its manifest. */
export async function backupShop(dataDir: string, target: string): Promise<BackupManifest> {
  const folder = dataFolder(dataDir);
  if (!existsSync(path.join(folder.pglite, 'PG_VERSION')))
    throw new Error(`No embedded database in ${folder.pglite} (start the shop once first).`);
  if (existsSync(target))
    throw new Error(`${target} already exists: a backup never overwrites another; choose a new name.`);
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const manifest = await withLock(folder.pglite, async () => {
      const out = fileWriter(partial);
      const database = await writeDatabase(folder.pglite, out);
      const images = filesUnder(folder.storage);
      for (const file of images) out.put(`storage/${file}`, readFileSync(path.join(folder.storage, file)));
      for (const name of CONFIG_FILES)
        if (existsSync(folder[name])) out.put(`config/${path.basename(folder[name])}`, readFileSync(folder[name]));
      const blobs = await writeBlobRecords(folder.blobs, out);
      const result = manifestOf(database, { images: images.length, blobs, files: out.files });
      // last: a backup folder without its manifest is an incomplete one
      writeFileSync(path.join(partial, MANIFEST), JSON.stringify(result, null, 2), { mode: 0o600 });
      return result;
    });
    renameSync(partial, target);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** What the database snapshot tells the manifest. */
interface DatabaseFacts {
  rows: RowCounts;
  postgres: string;
  lastMigration: string | null;
}

/** The database as a PGlite snapshot, with its row counts and versions. */
async function writeDatabase(pgliteDir: string, out: ReturnType<typeof fileWriter>): Promise<DatabaseFacts> {
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS });
  try {
    const rows = await countRows(db);
    const { v: postgres } = await oneRow<{ v: string }>(db, "select current_setting('server_version') as v");
    const { v: lastMigration } = await oneRow<{ v: string | null }>(
      db,
      'select max(version) as v from supabase_migrations.schema_migrations',
    );
    out.put(DATABASE_FILE, new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    return { rows, postgres, lastMigration };
  } finally {
    await db.close();
  }
}

/** Every Netlify Blobs entry (the contact inbox) as a numbered file, with its store, key and metadata. */
async function writeBlobRecords(blobsDir: string, out: ReturnType<typeof fileWriter>): Promise<BlobRecord[]> {
  const blobs: BlobRecord[] = [];
  await readAllBlobs(blobsDir, ({ store, key, metadata, bytes }) => {
    const file = `blobs/${String(blobs.length).padStart(7, '0')}.bin`;
    out.put(file, bytes);
    blobs.push({ store, key, metadata, file });
  });
  return blobs;
}

function manifestOf(
  database: DatabaseFacts,
  written: { images: number; blobs: BlobRecord[]; files: FileRecord[] },
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    versions: {
      shop: packageVersion(path.join(PROJECT_ROOT, 'package.json')),
      pglite: packageVersion(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')).pathname),
      postgres: database.postgres,
      last_migration: database.lastMigration,
    },
    counts: {
      ...database.rows,
      storage_files: written.images,
      blobs: written.blobs.length,
      contact_messages: written.blobs.filter((b) => b.store === CONTACT_STORE).length,
    },
    files: written.files,
    blobs: written.blobs,
  };
}

const isSafeRelative = (p: unknown): p is string =>
  typeof p === 'string' &&
  p !== '' &&
  !p.startsWith('/') &&
  !p.includes('\\') &&
  p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** Checks the backup folder against its manifest (every file present, same size, same checksum, nothing extra). */
function verifyBackup(source: string): BackupManifest {
  const refuse = (why: string): never => {
    throw new BackupRefusedError(`${source}: ${why}`);
  };
  if (!statSync(source, { throwIfNoEntry: false })?.isDirectory())
    refuse('not a backup folder made by npm run db:backup');
  const manifestFile = path.join(source, MANIFEST);
  if (!existsSync(manifestFile)) refuse(`no ${MANIFEST}: the backup is incomplete (the manifest is written last)`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    return refuse(`${MANIFEST} is damaged (not JSON)`);
  }
  if (manifest?.format !== BACKUP_FORMAT) refuse(`${MANIFEST} is not a shop backup's manifest`);
  if (manifest.version !== BACKUP_VERSION)
    refuse(`backup format version ${manifest.version} is not one this shop reads (${BACKUP_VERSION})`);
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.blobs) || typeof manifest.counts !== 'object')
    refuse(`${MANIFEST} is damaged (fields missing)`);
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (!isSafeRelative(file?.path)) refuse(`${MANIFEST} names an unsafe path`);
    const full = path.join(source, ...file.path.split('/'));
    if (!existsSync(full)) refuse(`${file.path} is missing: the backup is incomplete`);
    const bytes = readFileSync(full);
    if (bytes.length !== file.bytes || sha256(bytes) !== file.sha256)
      refuse(`${file.path} is damaged (size or checksum differs from the manifest)`);
    listed.add(file.path);
  }
  const extra = filesUnder(source).find((p) => p !== MANIFEST && !listed.has(p));
  if (extra) refuse(`${extra} is not in the manifest`);
  if (!listed.has(DATABASE_FILE)) refuse(`${DATABASE_FILE} is missing: the backup is incomplete`);
  if (manifest.blobs.some((b) => !listed.has(b.file))) refuse('a Blobs entry of the manifest has no file');
  const storageFiles = manifest.files.filter((f) => f.path.startsWith('storage/')).length;
  if (storageFiles !== manifest.counts.storage_files || manifest.blobs.length !== manifest.counts.blobs)
    refuse(`${MANIFEST}'s counts do not match its files`);
  return manifest;
}

/** What of the shop's data the data folder already holds (empty: a fresh data folder). */
function heldData(dataDir: string): string[] {
  const folder = dataFolder(dataDir);
  const held = (['pglite', 'storage', 'blobs'] as const).filter((name) => filesUnder(folder[name]).length > 0);
  return [
    ...held,
    ...CONFIG_FILES.filter((name) => existsSync(folder[name])).map((name) => path.basename(folder[name])),
  ];
}

/**
 * Restores the backup folder source into the data folder dataDir. Refuses a damaged or incomplete
 * backup, and a data folder that already holds shop data unless `force`. Returns the manifest.
 */
export async function restoreShop(
  source: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = verifyBackup(source);
  const folder = dataFolder(dataDir);
  const read = (relative: string) => readFileSync(path.join(source, ...relative.split('/')));
  mkdirSync(dataDir, { recursive: true });
  return withLock(folder.pglite, async () => {
    const held = heldData(dataDir);
    if (held.length > 0 && !options.force) {
      throw new DataFolderNotEmptyError(
        `${dataDir} already holds a shop (${held.join(', ')}): restore into an empty data folder, or pass --force to replace it.`,
      );
    }
    const replaced = [folder.pglite, folder.storage, folder.blobs, ...CONFIG_FILES.map((name) => folder[name])];
    const aside = (p: string) => `${p}.before-restore`;
    for (const p of replaced) {
      rmSync(aside(p), { recursive: true, force: true });
      if (existsSync(p)) renameSync(p, aside(p));
    }
    try {
      mkdirSync(folder.pglite, { recursive: true });
      const db = await PGlite.create({
        dataDir: folder.pglite,
        loadDataDir: new Blob([read(DATABASE_FILE)]),
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        const rows = await countRows(db);
        for (const [name, count] of Object.entries(rows)) {
          if (count !== manifest.counts[name as keyof ShopCounts])
            throw new Error(
              `the restored database has ${count} ${name}, the manifest ${manifest.counts[name as keyof ShopCounts]}`,
            );
        }
      } finally {
        await db.close();
      }
      for (const file of manifest.files) {
        const storagePath = file.path.match(/^storage\/(.+)$/)?.[1];
        if (!storagePath) continue;
        const full = path.join(folder.storage, ...storagePath.split('/'));
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, read(file.path));
      }
      for (const name of CONFIG_FILES) {
        const file = `config/${path.basename(folder[name])}`;
        if (manifest.files.some((f) => f.path === file)) writeFileSync(folder[name], read(file), { mode: 0o600 });
      }
      function* entries(): Generator<BlobEntry> {
        for (const { store, key, metadata, file } of manifest.blobs) yield { store, key, metadata, bytes: read(file) };
      }
      if (manifest.blobs.length > 0) await writeBlobs(folder.blobs, entries());
      for (const p of replaced) rmSync(aside(p), { recursive: true, force: true });
      return manifest;
    } catch (error) {
      for (const p of replaced) {
        rmSync(p, { recursive: true, force: true });
        if (existsSync(aside(p))) renameSync(aside(p), p);
      }
      throw error;
    }
  });
}
