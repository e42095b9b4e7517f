// First start of the embedded default: seed the demo catalog and make the local admin with a random
// password (never a default one), kept in the data folder so later starts can print it again.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { getSql } from '../../server/db/client.ts';
import { upsertLocalAdmin } from '../../server/auth/local-admins.ts';
import { getImageStorage } from '../../server/storage/index.ts';
import { seedShop } from '../seed/seed-shop.ts';
import { DATA_DIR, dataFolder } from './paths.ts';

const CREDENTIALS_FILE = dataFolder(DATA_DIR).adminCredentials;
const LOCAL_ADMIN_EMAIL = 'admin@maison.local';

export interface AdminCredentials {
  email: string;
  password: string;
}

export async function ensureSeeded(): Promise<AdminCredentials> {
  const sql = getSql();
  const [{ seeded } = { seeded: false }] = await sql<
    { seeded: boolean }[]
  >`select exists (select 1 from public.categories) as seeded`;
  if (!seeded) {
    console.log('First start: seeding the demo catalog...');
    await seedShop(sql, getImageStorage());
  }
  if (existsSync(CREDENTIALS_FILE)) return JSON.parse(readFileSync(CREDENTIALS_FILE, 'utf8')) as AdminCredentials;
  const credentials = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(12).toString('base64url') };
  await upsertLocalAdmin(sql, credentials.email, credentials.password);
  writeFileSync(CREDENTIALS_FILE, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
