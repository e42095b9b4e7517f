// Applies supabase/migrations in order, once each, recording them the way the Supabase CLI does
// (supabase_migrations.schema_migrations), so a database migrated here is recognised there too.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SqlRunner {
  /** Runs a whole script (several statements, no parameters). */
  exec(script: string): Promise<void>;
  /** Runs one query of fixed text (no values: the migrations' SQL is the repository's own). */
  query<T>(text: string): Promise<T[]>;
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations');

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return files.map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -4), file: path.join(dir, file) }));
}

export async function applyMigrations(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of await listMigrations(dir)) {
    if (done.has(m.version)) continue;
    const script = await readFile(m.file, 'utf8');
    // One transaction per migration: a failing migration leaves nothing behind.
    await db.exec(
      `begin;\n${script}\n;insert into supabase_migrations.schema_migrations (version, name) values ('${m.version}', '${m.name}');\ncommit;`,
    );
    applied.push(`${m.version}_${m.name}`);
  }
  return applied;
}
