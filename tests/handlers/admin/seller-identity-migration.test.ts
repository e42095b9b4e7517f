// Migration 20261125120000_one_seller_identity on a database as it stood before it (on the database of
// this run: PGlite, or the real PostgreSQL of TEST_DATABASE_URL): one set of seller columns, the
// admin's values kept, the demo identity that 20261121100100 wrote everywhere cleared where untouched.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../../src/local/runner/pglite-extensions.ts';
import { applyMigrations, listMigrations, type SqlRunner } from '../../../src/server/db/migrations.ts';

const MERGE = '20261125120000';
const kind = inject('databaseKind');

interface Database extends SqlRunner {
  close(): Promise<void>;
}

let snapshot: Blob | undefined;
let olderDir = '';

/** A fresh database, migrated up to just before the merge. */
async function databaseBeforeMerge(): Promise<Database> {
  if (kind === 'postgresql') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_merge_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const sql = postgres(url.toString(), { max: 1, prepare: false, onnotice: () => {} });
    const db: Database = {
      exec: async (script) => void (await sql.unsafe(script)),
      // the migration runner's Database interface hands over SQL text and its values: sql.unsafe is that interface
      query: async <T>(text: string, params?: unknown[]) =>
        (await sql.unsafe(text, params as never[])) as unknown as T[],
      close: async () => {
        await sql.end();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
    await applyMigrations(db, olderDir);
    return db;
  }
  // PGlite: migrate once, then start each case from a copy of that data folder
  const pglite = await PGlite.create({ ...(snapshot ? { loadDataDir: snapshot } : {}), extensions: PGLITE_EXTENSIONS });
  const db: Database = {
    exec: async (script) => void (await pglite.exec(script)),
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    close: () => pglite.close(),
  };
  if (!snapshot) {
    await applyMigrations(db, olderDir);
    snapshot = (await pglite.dumpDataDir('none')) as Blob;
  }
  return db;
}

async function settingsAfterMerge(db: Database): Promise<Record<string, unknown>> {
  await applyMigrations(db);
  const [row] = await db.query<Record<string, unknown>>('select * from public.shop_settings where id');
  return row!;
}

beforeAll(async () => {
  // the migrations as they were before the merge: a folder of links to the older files
  olderDir = mkdtempSync(path.join(tmpdir(), 'older-migrations-'));
  for (const m of await listMigrations()) {
    if (m.version < MERGE) symlinkSync(m.file, path.join(olderDir, path.basename(m.file)));
  }
});

afterAll(() => {
  rmSync(olderDir, { recursive: true, force: true });
});

describe(`the seller identity merge (${kind})`, () => {
  it('clears the untouched demo identity, which an older migration wrote into production too', async () => {
    const db = await databaseBeforeMerge();
    try {
      const [before] = await db.query<Record<string, string>>(
        'select legal_name, enterprise_number, seller_name, vat_number from public.shop_settings',
      );
      expect(before).toEqual({
        legal_name: 'Maison Lumière SRL',
        enterprise_number: '0123.456.749',
        seller_name: '',
        vat_number: '',
      });
      const after = await settingsAfterMerge(db);
      expect(after).toMatchObject({ seller_name: '', seller_address: '', enterprise_number: '', vat_number: '' });
      // one set of columns
      expect(after).not.toHaveProperty('legal_name');
      expect(after).not.toHaveProperty('legal_address');
    } finally {
      await db.close();
    }
  });

  it('keeps what the admin edited (seller_*) and takes the enterprise number from the VAT number', async () => {
    const db = await databaseBeforeMerge();
    try {
      await db.exec(`update public.shop_settings set seller_name = 'Parfums Verdier SRL',
        seller_address = e'Avenue Louise 54\\n1050 Ixelles', vat_number = 'BE0456789133'`);
      expect(await settingsAfterMerge(db)).toMatchObject({
        seller_name: 'Parfums Verdier SRL',
        seller_address: 'Avenue Louise 54\n1050 Ixelles',
        enterprise_number: '0456.789.133',
        vat_number: 'BE0456789133',
      });
    } finally {
      await db.close();
    }
  });

  it('keeps a non-demo identity set in the old columns where the admin left the new ones empty', async () => {
    const db = await databaseBeforeMerge();
    try {
      await db.exec(`update public.shop_settings set legal_name = 'Atelier Noir SRL', legal_address = 'Rue Haute 3, 1000 Bruxelles',
        enterprise_number = '0791 234 542', seller_address = 'Boulevard Anspach 1, 1000 Bruxelles', vat_number = 'BE0123456749'`);
      expect(await settingsAfterMerge(db)).toMatchObject({
        seller_name: 'Atelier Noir SRL', // from legal_name: seller_name was empty
        seller_address: 'Boulevard Anspach 1, 1000 Bruxelles', // the admin's value wins
        enterprise_number: '0791.234.542', // kept (not the demo one), written the official way
        vat_number: 'BE0123456749',
      });
    } finally {
      await db.close();
    }
  });

  it('refuses a malformed enterprise number written afterwards', async () => {
    const db = await databaseBeforeMerge();
    try {
      await applyMigrations(db);
      await expect(db.exec("update public.shop_settings set enterprise_number = '0123456749'")).rejects.toThrow(
        /shop_settings_enterprise_number_format/,
      );
      await db.exec("update public.shop_settings set enterprise_number = '0123.456.749'");
    } finally {
      await db.close();
    }
  });
});
