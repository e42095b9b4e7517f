// Whole-shop backup of the embedded default: a shop with orders, images uploaded through the local
// storage adapter and contact messages in its Blobs, backed up and restored into a fresh data folder,
// gives back every table row for row, every image and every Blobs entry byte for byte. A damaged or
// incomplete backup is refused, and a data folder holding a shop is replaced only when forced.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readAllBlobs, type BlobEntry } from '../../src/local/runner/blobs-export.ts';
import { startEmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';
import { openLocalBlobs } from '../../src/local/runner/local-blobs.ts';
import { dataFolder } from '../../src/local/runner/paths.ts';
import {
  BackupRefusedError,
  DataFolderNotEmptyError,
  backupShop,
  restoreShop,
} from '../../src/local/runner/shop-backup.ts';
import { saveContactMessage } from '../../src/server/contact/contact-inbox.ts';
import { contactMessagesPage } from '../../src/server/contact/inbox-store.ts';
import { localStorage } from '../../src/server/storage/local-storage.ts';
import { seedShop } from '../../src/local/seed/seed-shop.ts';
import { seedOrders } from '../support/seed-orders.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
const shop = path.join(work, 'shop');
const backup = path.join(work, 'backup');
const fresh = path.join(work, 'fresh');
const MESSAGES = 40;
const UPLOADED = 'products/9999/uploaded-by-admin.webp';

/** Every row of every table of the shop, as text, in a fixed order. */
async function tables(dataDir: string): Promise<Record<string, string>> {
  const db = await startEmbeddedDatabase({ dataDir: dataFolder(dataDir).pglite, port: 0 });
  try {
    const { rows: names } = await db.db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'local_auth', 'supabase_migrations') order by 1`,
    );
    const all: Record<string, string> = {};
    for (const { name } of names) {
      all[name] = (
        await db.db.query<{ rows: string }>(
          `select coalesce(json_agg(t order by t::text), '[]')::text as rows from ${name} t`,
        )
      ).rows[0]!.rows;
    }
    return all;
  } finally {
    await db.stop();
  }
}

function files(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out.set(
        path.relative(root, path.join(entry.parentPath, entry.name)),
        readFileSync(path.join(entry.parentPath, entry.name)),
      );
  }
  return out;
}

async function blobsOf(dataDir: string): Promise<BlobEntry[]> {
  const entries: BlobEntry[] = [];
  await readAllBlobs(dataFolder(dataDir).blobs, (entry) => void entries.push(entry));
  return entries;
}

function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'NETLIFY_BLOBS_CONTEXT'),
    );
    const child = spawn(process.execPath, ['--experimental-strip-types', script, ...args], {
      cwd: ROOT,
      env: { ...env, EMBEDDED_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

let before: { tables: Record<string, string>; images: Map<string, Buffer>; blobs: BlobEntry[] };

afterAll(() => rmSync(work, { recursive: true, force: true }));

// The data folder is the embedded default's: CI's pass on a real PostgreSQL has nothing to add here.
describe.runIf(inject('databaseKind') === 'pglite')('whole-shop backup and restore', () => {
  beforeAll(async () => {
    const folder = dataFolder(shop);
    const db = await startEmbeddedDatabase({ dataDir: folder.pglite, port: 0 });
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const storage = localStorage(folder.storage, 'product-images');
      // the demo shop: catalog, product pictures through the storage adapter, six months of orders
      await seedShop(sql, storage, { imageWidths: [400] });
      await seedOrders(sql, { count: 60, status: 'paid', label: 'backup', newest: new Date() });
      await storage.put(UPLOADED, randomBytes(20_000), 'image/webp');
    } finally {
      await sql.end();
      await db.stop();
    }
    const blobs = await openLocalBlobs(folder.blobs);
    setEnvironmentContext(blobs.client);
    try {
      for (let n = 0; n < MESSAGES; n++) {
        await saveContactMessage(
          {
            name: `Client ${n}`,
            email: `client${n}@example.be`,
            subject: 'wholesale',
            message: `Bonjour ${n} — é ü ✓`,
            language: 'fr',
          },
          new Date(Date.UTC(2026, n % 4, 1 + n, 10)),
        );
      }
      // another store, binary content and metadata: every Blobs entry is kept, not only the inbox
      await getStore({ name: 'other-store', ...blobs.client }).set(
        'a/b/raw.bin',
        new Uint8Array(randomBytes(3000)).buffer,
        { metadata: { kind: 'raw', n: 3 } },
      );
    } finally {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await blobs.stop();
    }
    before = { tables: await tables(shop), images: files(folder.storage), blobs: await blobsOf(shop) };
  }, 240_000);

  it('a backup restored into a fresh data folder gives the same rows, images and Blobs entries', async () => {
    const manifest = await backupShop(shop, backup);
    expect(manifest.counts).toMatchObject({
      contact_messages: MESSAGES,
      blobs: MESSAGES + 1,
      storage_files: before.images.size,
    });
    expect(manifest.counts.orders).toBeGreaterThan(60);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(manifest.versions.postgres).toMatch(/^\d+/);

    await restoreShop(backup, fresh);
    expect(files(dataFolder(fresh).storage)).toEqual(before.images);
    expect(files(dataFolder(fresh).storage).get(`product-images/${UPLOADED}`)).toEqual(
      before.images.get(`product-images/${UPLOADED}`),
    );
    expect(await blobsOf(fresh)).toEqual(before.blobs);
    expect(await tables(fresh)).toEqual(before.tables);
    expect(JSON.parse(before.tables['public.orders']!).length).toBe(manifest.counts.orders);

    // and the restored inbox reads back through the functions' own code, newest first
    const blobs = await openLocalBlobs(dataFolder(fresh).blobs);
    setEnvironmentContext(blobs.client);
    try {
      const page = await contactMessagesPage({ per_page: 100 });
      expect(page.data).toHaveLength(MESSAGES);
      expect(page.data.map((m) => m.receivedAt)).toEqual(
        page.data
          .map((m) => m.receivedAt)
          .sort()
          .reverse(),
      );
      expect(page.data.find((m) => m.name === 'Client 7')?.message).toBe('Bonjour 7 — é ü ✓');
    } finally {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await blobs.stop();
    }
  });

  it('refuses to replace a data folder that holds a shop unless forced', async () => {
    await expect(restoreShop(backup, fresh)).rejects.toThrow(DataFolderNotEmptyError);
    await expect(restoreShop(backup, shop)).rejects.toThrow(/already holds a shop .*--force/);
    // forced over a changed shop: exactly the backup again, the later change gone
    rmSync(path.join(dataFolder(fresh).storage, 'product-images', UPLOADED));
    await restoreShop(backup, fresh, { force: true });
    expect(files(dataFolder(fresh).storage)).toEqual(before.images);
    expect(readdirSync(fresh).filter((name) => name.endsWith('.before-restore'))).toEqual([]);
  });

  it('refuses a damaged or incomplete backup and changes nothing', async () => {
    const copy = (name: string) => {
      const dir = path.join(work, name);
      cpSync(backup, dir, { recursive: true });
      return dir;
    };
    const damaged = copy('damaged');
    appendFileSync(path.join(damaged, 'storage/product-images', UPLOADED), 'x');
    const noManifest = copy('no-manifest');
    rmSync(path.join(noManifest, 'manifest.json'));
    const missingBlob = copy('missing-blob');
    rmSync(path.join(missingBlob, 'blobs', readdirSync(path.join(missingBlob, 'blobs'))[0]!));
    const badDatabase = copy('bad-database');
    writeFileSync(path.join(badDatabase, 'database.tar.gz'), 'not a snapshot');
    const target = path.join(work, 'untouched');
    await expect(restoreShop(damaged, target)).rejects.toThrow(/uploaded-by-admin\.webp is damaged/);
    await expect(restoreShop(noManifest, target)).rejects.toThrow(/no manifest\.json: the backup is incomplete/);
    await expect(restoreShop(missingBlob, target)).rejects.toThrow(/blobs\/\d+\.bin is missing/);
    await expect(restoreShop(badDatabase, target)).rejects.toThrow(BackupRefusedError);
    expect(existsSync(target)).toBe(false);
    // forced over a real shop, a damaged backup still leaves the shop as it was
    await expect(restoreShop(damaged, fresh, { force: true })).rejects.toThrow(BackupRefusedError);
    expect(files(dataFolder(fresh).storage)).toEqual(before.images);
    await expect(backupShop(shop, backup)).rejects.toThrow(/already exists/);
  });

  it('npm run db:backup and db:restore do the same from the command line', async () => {
    const cliBackup = path.join(work, 'cli-backup');
    const made = await runScript('src/local/scripts/db-backup.ts', [cliBackup], shop);
    expect(made.output).toContain(`${MESSAGES} contact message(s)`);
    expect(made.code).toBe(0);
    const refused = await runScript('src/local/scripts/db-restore.ts', [cliBackup], fresh);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('pass --force to replace it');
    const cliFresh = path.join(work, 'cli-fresh');
    const restored = await runScript('src/local/scripts/db-restore.ts', [cliBackup], cliFresh);
    expect(restored.output).toContain(`${MESSAGES} contact message(s)`);
    expect(restored.code).toBe(0);
    expect(await blobsOf(cliFresh)).toEqual(before.blobs);
    expect(files(dataFolder(cliFresh).storage)).toEqual(before.images);
    const forced = await runScript('src/local/scripts/db-restore.ts', [cliBackup, '--force'], fresh);
    expect(forced.code).toBe(0);
  });
});
