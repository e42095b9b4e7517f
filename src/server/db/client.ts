// One Postgres client per process, postgres.js in both modes: Supabase's transaction pooler in
// production (which needs prepare: false) and the embedded PGlite over its socket locally.
import postgres from 'postgres';
import { getEnv } from '../config/env.ts';

export type Sql = postgres.Sql<Record<string, never>>;

let client: Sql | undefined;

export function getSql(): Sql {
  client ??= postgres(getEnv().DATABASE_URL, {
    prepare: false,
    max: Number(process.env.DATABASE_POOL_MAX ?? 5),
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
