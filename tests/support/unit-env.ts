// Runs in every unit-test worker: the pure unit tests need no database, only the variables the server
// code reads when a module is loaded, pointed at a throwaway folder of this worker's own.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tempDir = mkdtempSync(path.join(tmpdir(), 'shop-unit-'));
Object.assign(process.env, {
  // no database: a unit test that reached for one would fail to connect, not silently pass
  DATABASE_URL: 'postgres://unit-tests-have-no-database@127.0.0.1:1/none',
  SITE_URL: 'http://localhost:8888',
  LOCAL_STORAGE_DIR: path.join(tempDir, 'storage'),
  LOCAL_STAGING_DIR: path.join(tempDir, 'staging'),
  LOCAL_OUTBOX_DIR: path.join(tempDir, 'outbox'),
  LOCAL_OUTBOX_KEY: 'test-outbox-key-0123456789abcdef',
  EMBEDDED_DATA_DIR: path.join(tempDir, 'data'),
  LOCAL_AUTH_SECRET: 'test-local-auth-secret-0123456789abcdef',
  LOCAL_PAYMENT_WEBHOOK_SECRET: 'test-payment-webhook-secret-0123456789',
});
for (const dir of ['storage', 'staging', 'outbox', 'data']) mkdirSync(path.join(tempDir, dir), { recursive: true });
