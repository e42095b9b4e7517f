// `npm run admin:add -- <email> [password]`: adds a local admin to the embedded database, or resets
// the password of an existing one, and prints the password it set (random when none is given).
// The embedded database has exactly one owner: if the shop is running, this refuses and says so.
// Production (Supabase Auth) accounts are made in Supabase; see the message printed when SUPABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { MIN_PASSWORD_LENGTH } from '../../contract/auth.ts';
import { upsertLocalAdmin } from '../../server/auth/local-admins.ts';
import { DataDirLockedError } from '../runner/data-dir-lock.ts';
import { startEmbeddedDatabase } from '../runner/embedded-database.ts';
import { DATA_DIR, PGLITE_DIR } from '../runner/paths.ts';

const USAGE =
  'Usage: npm run admin:add -- <email> [password]\n  (password: at least 12 characters; a random one is made when omitted)';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const [rawEmail, givenPassword, ...extra] = process.argv.slice(2);
if (!rawEmail || extra.length > 0) fail(USAGE);
const email = rawEmail.trim().toLowerCase();
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(`"${rawEmail}" is not an e-mail address.\n${USAGE}`);
if (givenPassword !== undefined && givenPassword.length < MIN_PASSWORD_LENGTH) {
  fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.\n${USAGE}`);
}
if (process.env.SUPABASE_URL) {
  if (givenPassword !== undefined)
    fail('SUPABASE_URL is set: the password is set in Supabase Auth, not here.\n  Usage: npm run admin:add -- <email>');
  await grantSupabaseAdmin(email);
  process.exit(0);
}
// A database named without SUPABASE_URL is a production setup half done: writing a local admin here
// would say "Admin ready" while the real shop has no admin at all.
if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set but SUPABASE_URL is not.\n  For the Supabase shop, set SUPABASE_URL too (an Auth user is made in Supabase first);\n  for the local shop, unset DATABASE_URL.',
  );
}

/**
 * Production: the Supabase Auth account with this address (made in the dashboard, Authentication >
 * Users > Add user) goes on the admin list, by public.grant_admin (migration 20261128090000), in the
 * database DATABASE_URL names (the session pooler or direct connection string of the project).
 */
async function grantSupabaseAdmin(address: string): Promise<void> {
  if (!process.env.DATABASE_URL) fail('SUPABASE_URL is set: DATABASE_URL must name the Supabase database too.');
  const { default: postgres } = await import('postgres');
  const sql = postgres(process.env.DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [row] = await sql<
      { user_id: string; email: string }[]
    >`select user_id, email from public.grant_admin(${address})`;
    console.log(`\n  Admin ready: ${row?.email} (Supabase Auth user ${row?.user_id})\n`);
  } catch (error) {
    fail(`Could not add the admin: ${(error as Error).message}`);
  } finally {
    await sql.end();
  }
}

const password = givenPassword ?? randomBytes(18).toString('base64url');
const firstTime = !existsSync(PGLITE_DIR);
let database: Awaited<ReturnType<typeof startEmbeddedDatabase>>;
try {
  database = await startEmbeddedDatabase({ dataDir: PGLITE_DIR, port: 0 });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(`The shop is running: stop it first (Ctrl+C in its terminal), then run this command again.\n${error.message}`);
  }
  throw error;
}
try {
  process.env.DATABASE_URL = database.url;
  const { getSql, closeSql } = await import('../../server/db/client.ts');
  await upsertLocalAdmin(getSql(), email, password);
  await closeSql();
  console.log(
    `\n  Admin ready in ${DATA_DIR}${firstTime ? ' (new embedded database)' : ''}\n    e-mail    ${email}\n    password  ${password}\n`,
  );
} finally {
  await database.stop();
}
