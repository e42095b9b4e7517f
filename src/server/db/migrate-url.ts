// Applies the migrations to any Postgres reachable by URL (Supabase, a local PostgreSQL).
import postgres from 'postgres';
import { applyMigrations } from './migrations.ts';

export async function migrateDatabaseAt(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    // sql.unsafe: the migration files are whole scripts of the repository's own SQL, run as they are;
    // no value is ever passed into them.
    return await applyMigrations({
      exec: async (script) => void (await sql.unsafe(script)),
      query: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    });
  } finally {
    await sql.end();
  }
}
