// GET /api/health's answer: the database reachable, the migrations current (the code's last migration
// among the versions the database records, as the Supabase CLI records them), each service configured.
import { OPTIONAL_SERVICES, type Health } from '../../contract/health.ts';
import { getEnv } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import { LATEST_MIGRATION } from '../db/latest-migration.ts';
import { isUndefinedTable } from '../db/schema-check.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { healthServices } from './launch-facts.ts';

/** The versions the database records; none when nobody migrated it with the CLI or `npm start`. */
async function appliedMigrations(): Promise<string[]> {
  try {
    const rows = await getSql()<
      { version: string }[]
    >`select version from supabase_migrations.schema_migrations order by version`;
    return rows.map((row) => row.version);
  } catch (error) {
    if (isUndefinedTable(error) || (error as { code?: unknown }).code === '3F000') return [];
    throw error;
  }
}

async function readDatabase(): Promise<{ reachable: boolean; applied: string[]; settings: ShopSettings | null }> {
  let applied: string[];
  try {
    applied = await appliedMigrations();
  } catch (error) {
    console.error('health: database unreachable:', error instanceof Error ? error.message : error);
    return { reachable: false, applied: [], settings: null };
  }
  const settings = await getShopSettings().catch(() => null);
  return { reachable: true, applied, settings };
}

export async function checkHealth(): Promise<Health> {
  const { reachable, applied, settings } = await readDatabase();
  const services = healthServices(getEnv(), settings);
  const current = applied.includes(LATEST_MIGRATION);
  const needed = Object.entries(services).filter(
    ([name]) => !OPTIONAL_SERVICES.includes(name as keyof typeof services),
  );
  const status = !reachable || !current ? 'down' : needed.every(([, configured]) => configured) ? 'ok' : 'incomplete';
  return {
    status,
    database: { reachable },
    migrations: { current, expected: LATEST_MIGRATION, latestApplied: applied.at(-1) ?? null },
    services,
    checkedAt: new Date().toISOString(),
  };
}
