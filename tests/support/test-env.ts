// Runs in every test worker before the tests: points the server code at the test database and at
// throwaway local folders, exactly as the local runner would.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { closeSql } from '../../src/server/db/client.ts';
import { invoicePdfAttachment } from '../../src/server/invoices/invoice-attachment.ts';
import { drawInvoicePdfsWith } from '../../src/server/mail/queue/deliver.ts';

const tempDir = inject('tempDir');
Object.assign(process.env, {
  DATABASE_URL: inject('databaseUrl'),
  SITE_URL: 'http://localhost:8888',
  LOCAL_STORAGE_DIR: path.join(tempDir, 'storage'),
  LOCAL_STAGING_DIR: path.join(tempDir, 'staging'),
  LOCAL_OUTBOX_DIR: path.join(tempDir, 'outbox'),
  LOCAL_OUTBOX_KEY: 'test-outbox-key-0123456789abcdef',
  EMBEDDED_DATA_DIR: path.join(tempDir, 'data'),
  LOCAL_AUTH_SECRET: 'test-local-auth-secret-0123456789abcdef',
  LOCAL_PAYMENT_WEBHOOK_SECRET: 'test-payment-webhook-secret-0123456789',
  DATABASE_POOL_MAX: '10',
});
// One process, like the local runner (which loads send-emails.mts): every delivery run draws the
// invoice PDFs. tests/handlers/mail/pdf-mail-hand-off.test.ts checks a process without the drawer.
drawInvoicePdfsWith(invoicePdfAttachment);
for (const dir of ['storage', 'staging', 'outbox', 'data']) mkdirSync(path.join(tempDir, dir), { recursive: true });

afterAll(async () => {
  await closeSql();
});
