// rebuild-flush-background serves only the shop's own call (its derived key): a stranger's call ends
// at once with 401 instead of holding a background invocation.
import { describe, expect, it } from 'vitest';
import flush from '../../netlify/functions/rebuild-flush-background.mts';
import { getEnv } from '../../src/server/config/env.ts';
import { FLUSH_KEY_HEADER, rebuildFlushKey } from '../../src/server/publishing/flush-key.ts';
import { resetDatabase } from '../support/database.ts';

describe('rebuild-flush-background', () => {
  it("refuses a call without the shop's key, serves the shop's own", async () => {
    await resetDatabase();
    const url = 'http://localhost/.netlify/functions/rebuild-flush-background';
    expect((await flush(new Request(url, { method: 'POST' }))).status).toBe(401);
    expect((await flush(new Request(url, { method: 'POST', headers: { [FLUSH_KEY_HEADER]: 'guess' } }))).status).toBe(
      401,
    );
    const key = rebuildFlushKey(getEnv());
    expect(key).not.toBeNull();
    const own = await flush(new Request(url, { method: 'POST', headers: { [FLUSH_KEY_HEADER]: key! } }));
    expect(own.status).toBe(204);
  });
});
