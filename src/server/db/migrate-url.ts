// Applies the migrations to any Postgres reachable by URL (Supabase, a local PostgreSQL).
import postgres from 'postgres';
import { applyMigrations } from './migrations.ts';

export async function migrateDatabaseAt(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    return await applyMigrations({
      exec: async (script) => void (await sql.unsafe(script)),
      query: async <T,>(text: string, params?: unknown[]) => (await sql.unsafe(text, params as never[])) as unknown as T[],
    });
  } finally {
    await sql.end();
  }
}
