// Whether a database holds the shop's schema: the build reads the catalog and the settings, and a
// database nobody migrated yet must stop it with one sentence that says what to do, not with a
// Postgres error about a missing relation.
import postgres from 'postgres';

/** The tables the static storefront's build reads. */
const BUILD_TABLES = ['public.products', 'public.categories', 'public.product_images', 'public.shop_settings'] as const;

/** The one sentence a build on an unmigrated database stops with. */
export function notMigratedSentence(missing: string): string {
  return `The database at DATABASE_URL has no ${missing} table: apply the migrations with \`supabase db push\` (see docs/deploying.md), then build again.`;
}

export class DatabaseNotMigrated extends Error {}

/** Postgres' "relation does not exist" (42P01): a read that ran before the migrations. */
export function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}

/** The first build table the database lacks, or null when every one is there. */
export async function firstMissingBuildTable(databaseUrl: string): Promise<string | null> {
  const sql = postgres(databaseUrl, { max: 1, prepare: false, connect_timeout: 10, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string; present: boolean }[]>`
      select t.name, to_regclass(t.name) is not null as present
        from jsonb_array_elements_text(${JSON.stringify(BUILD_TABLES)}::text::jsonb) with ordinality as t(name, n)
       order by t.n`;
    return rows.find((row) => !row.present)?.name ?? null;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Throws DatabaseNotMigrated (the one sentence) when a build table is missing. */
export async function assertBuildSchema(databaseUrl: string): Promise<void> {
  const missing = await firstMissingBuildTable(databaseUrl);
  if (missing) throw new DatabaseNotMigrated(notMigratedSentence(missing));
}
