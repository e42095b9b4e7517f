// Secrets of the embedded default, made at random on first start and kept in the data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  localAuthSecret: string;
  rebuildToken: string;
  paymentWebhookSecret: string;
  /** The secret part of the local outbox's address: mail there holds password-reset links. */
  outboxKey: string;
  /** The embedded database's password (postgres://postgres:<it>@127.0.0.1:<port>/postgres). */
  databasePassword: string;
}

export function loadOrCreateSecrets(file: string): LocalSecrets {
  const fresh: LocalSecrets = {
    localAuthSecret: randomBytes(32).toString('base64url'),
    rebuildToken: randomBytes(24).toString('base64url'),
    paymentWebhookSecret: randomBytes(32).toString('base64url'),
    outboxKey: randomBytes(18).toString('base64url'),
    databasePassword: randomBytes(24).toString('base64url'),
  };
  const stored: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = { ...fresh, ...stored };
  if (Object.keys(stored).length !== Object.keys(secrets).length) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
