// One Postgres client per process, postgres.js in both modes: Supabase's transaction pooler in
// production (which needs prepare: false) and the embedded PGlite over its socket locally.
// Queries are tagged templates (sql`... where id = ${id}`): postgres.js sends every value as a
// parameter, so no value is ever spliced into SQL text.
import postgres from 'postgres';
import { getEnv } from '../config/env.ts';

type NoCustomTypes = Record<string, never>;
export type Sql = postgres.Sql<NoCustomTypes>;
/** What runs a query: the client itself or a transaction of it (sql.begin's `tx`). */
export type Db = postgres.ISql<NoCustomTypes>;

let client: Sql | undefined;

export function getSql(): Sql {
  const env = getEnv();
  client ??= postgres(env.DATABASE_URL, {
    prepare: false,
    max: env.DATABASE_POOL_MAX,
    idle_timeout: 20,
    connect_timeout: 10,
    // bigint ids come back as numbers: they stay far below 2^53.
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    transform: { undefined: null },
    onnotice: () => {},
  }) as unknown as Sql;
  return client;
}

export async function closeSql(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.end({ timeout: 5 });
}
