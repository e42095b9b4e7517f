import { describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';
import { listMigrations } from '../../src/server/db/migrations.ts';

describe('LATEST_MIGRATION', () => {
  it('is the version of the last file of supabase/migrations (update it with each new migration)', async () => {
    expect(LATEST_MIGRATION).toBe((await listMigrations()).at(-1)?.version);
  });
});
