// The version of the last file of supabase/migrations, for GET /api/health ("migrations current").
// A constant, because a deployed function has no migration files beside it; tests/unit/latest-migration.test.ts
// fails until it names the newest file, so a new migration cannot forget it.
export const LATEST_MIGRATION = '20261202010000';
