// Brings the embedded default's back end up: the database (migrated and, the first time, seeded),
// the local secrets, and the environment the functions and the build read.
import path from 'node:path';
import { migrateDatabaseAt } from '../../server/db/migrate-url.ts';
import { startEmbeddedDatabaseThread } from './database-thread.ts';
import type { EmbeddedDatabase } from './embedded-database.ts';
import { loadOrCreateSecrets, type LocalSecrets } from './local-secrets.ts';
import { DATA_DIR, PGLITE_DIR, SECRETS_FILE, STAGING_DIR, STORAGE_DIR } from './paths.ts';

export interface EmbeddedBackend {
  database: Pick<EmbeddedDatabase, 'url' | 'appliedMigrations' | 'stop'>;
  secrets: LocalSecrets;
  /** The shop's public address (SITE_URL, else localhost on the port), also set in the environment. */
  siteUrl: string;
}

/** `DATABASE_URL=postgres://... npm start` runs the local shop on that Postgres instead of PGlite. */
async function externalDatabase(url: string): Promise<Pick<EmbeddedDatabase, 'url' | 'appliedMigrations' | 'stop'>> {
  return { url, appliedMigrations: await migrateDatabaseAt(url), stop: async () => {} };
}

export async function bootEmbeddedBackend(options: { port: number; dbPort: number }): Promise<EmbeddedBackend> {
  const secrets = loadOrCreateSecrets(SECRETS_FILE);
  const database = process.env.DATABASE_URL
    ? await externalDatabase(process.env.DATABASE_URL)
    : await startEmbeddedDatabaseThread({
        dataDir: PGLITE_DIR,
        port: options.dbPort,
        password: secrets.databasePassword,
      });
  const siteUrl = process.env.SITE_URL || `http://localhost:${options.port}`;
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SITE_URL: siteUrl,
    LOCAL_STORAGE_DIR: STORAGE_DIR,
    LOCAL_STAGING_DIR: STAGING_DIR,
    LOCAL_AUTH_SECRET: secrets.localAuthSecret,
    LOCAL_PAYMENT_WEBHOOK_SECRET: secrets.paymentWebhookSecret,
    BUILD_HOOK_URL: `http://127.0.0.1:${options.port}/__local/rebuild`,
    BUILD_HOOK_TOKEN: secrets.rebuildToken,
    EMBEDDED_DATA_DIR: DATA_DIR,
    LOCAL_OUTBOX_DIR: path.join(DATA_DIR, 'outbox'),
    LOCAL_OUTBOX_KEY: secrets.outboxKey,
    ASTRO_TELEMETRY_DISABLED: '1',
    NETLIFY_TELEMETRY_DISABLED: '1',
  });
  return { database, secrets, siteUrl };
}
