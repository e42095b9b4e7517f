// The production-parity stack: the shop as its owner deploys it, on this machine.
//   PostgreSQL (CI's cluster)  <- migrated by the real Supabase CLI (`supabase db push --db-url`)
//   Supabase Auth + Storage    <- a local fake of their HTTP APIs (supabase-js talks to it as to Supabase)
//   SMTP                       <- a local SMTP server (the shop's e-mails and Supabase's recovery e-mail)
//   Stripe                     <- a local fake of its API and hosted page, with signed webhooks
//   build hook                 <- a local endpoint that records calls and reports the deploy as Netlify does
//   the site                   <- `netlify serve --offline`: netlify-cli builds (netlify.toml's command,
//                                 every function bundled) and serves the production bundles on its runtime.
// Playwright starts it as its web server (tests/playwright.production.config.ts); the tests read what the
// fakes saw through a small control server whose address is written to stack.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import nodemailer from 'nodemailer';
import postgres from 'postgres';
import { startSupabaseFake } from '../handlers/admin/supabase-fake.ts';
import { startSmtpInbox } from '../handlers/orders/smtp-inbox.ts';
import { startBuildHookRecorder } from './fakes/build-hook-recorder.ts';
import { startStripeFake } from './fakes/stripe-fake.ts';
import { PARITY_ADMIN, PARITY_PORT, PARITY_STACK_FILE, PARITY_VARIANT, PARITY_WORK_DIR } from './parity-env.ts';
import { variantSetUp } from './variants.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'node_modules/.bin');
const siteUrl = `http://localhost:${PARITY_PORT}`;
const log = (message: string) => console.log(`[parity] ${message}`);

// --- the database, migrated as a deploy migrates it ------------------------------------------------
const serverUrl =
  process.env.PARITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const dbName = `shop_parity_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin`create database ${admin(dbName)}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();
{
  // Supabase's own schemas the migrations expect on a project: auth.users (the admin list refers to it)
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await db.unsafe(
    'create schema auth; create table auth.users (id uuid primary key, email text, created_at timestamptz not null default now())',
  );
  await db.end();
}
const pushUrl = new URL(databaseUrl);
pushUrl.searchParams.set('sslmode', 'disable');
const push = spawnSync(path.join(bin, 'supabase'), ['db', 'push', '--db-url', pushUrl.toString(), '--yes'], {
  cwd: root,
  encoding: 'utf8',
});
if (push.status !== 0) throw new Error(`supabase db push failed:\n${push.stdout}\n${push.stderr}`);
log(
  `supabase db push: ${`${push.stdout}${push.stderr}`.split('\n').filter((l) => l.startsWith('Applying')).length} migrations applied to ${dbName}`,
);

// --- the services ------------------------------------------------------------------------------------
const smtp = await startSmtpInbox();
const recoveryTemplate = readFileSync(path.join(root, 'supabase/templates/recovery.html'), 'utf8');
const supabaseMailer = nodemailer.createTransport({ url: smtp.url } as never);
const supabase = await startSupabaseFake({
  // what GoTrue does with custom SMTP: the project's Reset Password template, {{ .SiteURL }} = the shop
  async sendRecoveryMail(user, tokenHash) {
    const html = recoveryTemplate
      .replace(/\{\{ \.SiteURL \}\}/g, siteUrl)
      .replace(/\{\{ \.TokenHash \}\}/g, tokenHash)
      .replace(/\{\{ \.Email \}\}/g, user.email);
    await supabaseMailer.sendMail({
      from: 'Supabase Auth <noreply@mail.app.supabase.io>',
      to: user.email,
      subject: 'Reset Your Password',
      html,
    });
  },
});
const stripe = await startStripeFake(() => `${siteUrl}/api/payments/webhook/stripe`);
const hook = await startBuildHookRecorder(() => siteUrl);

const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  SITE_URL: siteUrl,
  SUPABASE_URL: supabase.url,
  SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey,
  SUPABASE_SECRET_KEY: supabase.secretKey,
  ORDER_TOKEN_SECRET: 'parity-order-token-secret-0123456789abcdef',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Maison Lumière <boutique@example.be>',
  SHOP_NOTIFY_EMAIL: 'atelier@example.be',
  BUILD_HOOK_URL: hook.hookUrl,
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.url,
  // every order of the suite comes from 127.0.0.1
  ORDER_RATE_LIMIT: '1000',
};
// the variant's deploy (parity-env.ts): the variables its owner never set are withheld from netlify-cli
// only (the set-up below, as the owner's own machine, has them all), and the context it serves
const variant = variantSetUp(PARITY_VARIANT);
Object.assign(process.env, env);
log(
  `variant ${PARITY_VARIANT}: ${variant.unset.length ? `${variant.unset.join(', ')} not set` : 'every variable set'}`,
);

// --- the first admin, as docs/deploying.md says: an Auth user, then `npm run admin:add -- <email>` ----------
const adminUser = supabase.addUser(PARITY_ADMIN.email, PARITY_ADMIN.password);
{
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await db`insert into auth.users (id, email) values (${adminUser.id}, ${adminUser.email})`;
  await db.end();
}
const grant = spawnSync(
  process.execPath,
  ['--experimental-strip-types', 'src/local/scripts/admin-add.ts', PARITY_ADMIN.typedEmail],
  { cwd: root, encoding: 'utf8', env: process.env },
);
if (grant.status !== 0) throw new Error(`admin:add failed:\n${grant.stdout}\n${grant.stderr}`);
log(grant.stdout.trim());

// --- a catalog to sell: the demo seed, its images uploaded to the Storage fake -----------------------
{
  const { seedShop } = await import('../../src/local/seed/seed-shop.ts');
  const { getSql, closeSql } = await import('../../src/server/db/client.ts');
  const { getImageStorage } = await import('../../src/server/storage/index.ts');
  await seedShop(getSql(), getImageStorage());
  // what the owner chose in the variant's shop (a transfer-only shop has the card switched off)
  if (variant.settingsSql) await getSql().unsafe(variant.settingsSql);
  await closeSql();
  log(`seeded: ${supabase.objects.size} objects in Storage`);
}

// --- what the tests read: the fakes' records ------------------------------------------------------
const records: Record<string, () => unknown> = {
  '/mails': () => smtp.mails.map(({ to, from, subject, text, html }) => ({ to, from, subject, text, html })),
  '/hook-calls': () => hook.calls,
  '/stripe': () => ({ sessions: [...stripe.sessions.values()], refunds: stripe.refunds }),
  '/storage': () => [...supabase.objects.keys()],
};
// ... and what they make the services do: Supabase Auth refusing every sign-in with GoTrue's answer, or
// the project's keys rotated so the keys the shop was deployed with are wrong
const actions: Record<string, (body: unknown) => void> = {
  '/supabase/sign-in-failure': (answer) => supabase.failSignIns(answer as Parameters<typeof supabase.failSignIns>[0]),
  '/supabase/keys-revoked': (revoked) => supabase.revokeKeys(revoked === true),
};
const control = http.createServer((req, res) => {
  const where = new URL(req.url ?? '/', 'http://control').pathname;
  const record = records[where];
  const action = actions[where];
  if (req.method === 'POST' && action) {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      action(JSON.parse(body || 'null'));
      res.writeHead(204).end();
    });
  } else if (record) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record()));
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as { port: number }).port}`;
mkdirSync(PARITY_WORK_DIR, { recursive: true });
// a new stack's owner has the first password again (the reset journey keeps the one it set here)
rmSync(path.join(PARITY_WORK_DIR, 'owner-password'), { force: true });
writeFileSync(
  PARITY_STACK_FILE,
  JSON.stringify({ siteUrl, controlUrl, databaseUrl, supabaseUrl: supabase.url }, null, 2),
);

// --- the site: netlify-cli builds and serves the production bundles ---------------------------------
const started = Date.now();
// Without CI: with CI set (as in .ci/run), netlify-cli's build ran without the shell's SUPABASE_URL
// (pages built with a Content Security Policy that allows no Storage host), as a build on Netlify never does.
const { CI: _ci, ...allEnv } = process.env;
const shellEnv = Object.fromEntries(Object.entries(allEnv).filter(([name]) => !variant.unset.includes(name)));
const netlify = spawn(
  path.join(bin, 'netlify'),
  ['serve', '--offline', '--port', String(PARITY_PORT), '--context', variant.context],
  {
    cwd: root,
    // the npm package `deno` gives the CLI's edge-functions server the Deno it would otherwise download
    env: {
      ...shellEnv,
      PATH: `${bin}:${process.env.PATH}`,
      BROWSER: 'none',
      NETLIFY_TELEMETRY_DISABLED: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
netlify.stdout.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  process.stdout.write(text);
  if (/Server now ready|Local dev server ready/i.test(text))
    log(`netlify serve ready after ${Math.round((Date.now() - started) / 1000)} s`);
});
netlify.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  netlify.kill('SIGTERM');
  await Promise.allSettled([
    smtp.close(),
    supabase.close(),
    stripe.close(),
    hook.close(),
    new Promise((r) => control.close(r)),
  ]);
  await admin`drop database if exists ${admin(dbName)} with (force)`.catch(() => {});
  await admin.end();
  process.exit(code);
}
netlify.on('exit', (code) => {
  log(`netlify serve exited (${code})`);
  void stop(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
