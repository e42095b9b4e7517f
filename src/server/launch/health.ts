// GET /api/health's answer: every check tested, not assumed. The database reachable and its
// migrations current (the code's last migration among the versions the Supabase CLI records); each
// variable a function needs set; each configured service answering with the shop's own key
// (health-probes.ts); the settings an order prints (seller, bank details when transfers are offered).
// What is needed follows what the shop offers: Stripe only when it takes cards, PayPal only when it
// offers PayPal, the bank details only when it takes transfers.
import type { Health, HealthCheck } from '../../contract/health.ts';
import { getEnv, RUNTIME_VARIABLES, type Env, type RuntimeVariable } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import { LATEST_MIGRATION } from '../db/latest-migration.ts';
import { isUndefinedTable } from '../db/schema-check.ts';
import { bankDetailsComplete, getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { probeSmtp, probeStripe, probeSupabaseAuth, probeSupabaseStorage } from './health-probes.ts';
import { sellerIdentityComplete } from './launch-facts.ts';

/** The versions the database records; none when nobody migrated it with the CLI or `npm start`. */
async function appliedMigrations(): Promise<string[]> {
  try {
    const rows = await getSql()<
      { version: string }[]
    >`select version from supabase_migrations.schema_migrations order by version`;
    return rows.map((row) => row.version);
  } catch (error) {
    if (isUndefinedTable(error) || (error as { code?: unknown }).code === '3F000') return [];
    throw error;
  }
}

async function readDatabase(): Promise<{ reachable: boolean; applied: string[]; settings: ShopSettings | null }> {
  let applied: string[];
  try {
    applied = await appliedMigrations();
  } catch (error) {
    console.error('health: database unreachable:', error instanceof Error ? error.message : error);
    return { reachable: false, applied: [], settings: null };
  }
  const settings = await getShopSettings().catch(() => null);
  return { reachable: true, applied, settings };
}

type Offers = Pick<ShopSettings, 'cardEnabled' | 'paypalEnabled' | 'bankTransferEnabled'>;
/** Without readable settings, what a new shop offers out of the box. */
const DEFAULT_OFFERS: Offers = { cardEnabled: true, paypalEnabled: false, bankTransferEnabled: true };

const CARD_VARIABLES: readonly RuntimeVariable[] = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
const PAYPAL_VARIABLES: readonly RuntimeVariable[] = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'];

/** The variables production's functions need for what the shop offers (the embedded default has local adapters). */
export function neededVariables(env: Env, offers: Offers): (RuntimeVariable | 'SITE_URL')[] {
  if (env.mode === 'embedded') return [];
  // every runtime variable but those of a payment provider, then the provider's of each method offered
  const always = RUNTIME_VARIABLES.filter((v) => !CARD_VARIABLES.includes(v) && !PAYPAL_VARIABLES.includes(v));
  return [
    ...always,
    'SITE_URL',
    ...(offers.cardEnabled ? CARD_VARIABLES : []),
    ...(offers.paypalEnabled ? PAYPAL_VARIABLES : []),
  ];
}

const isSet = (env: Env, name: RuntimeVariable | 'SITE_URL'): boolean =>
  name === 'SITE_URL' ? Boolean(env.SITE_URL || env.URL) : Boolean(env[name]);

/** Each configured service, asked for real (in parallel): only those whose keys are there. */
async function serviceChecks(env: Env, offers: Offers): Promise<HealthCheck[]> {
  const probes: [string, Promise<boolean>][] = [];
  if (env.SUPABASE_URL && env.SUPABASE_PUBLISHABLE_KEY)
    probes.push(['supabaseAuth', probeSupabaseAuth(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY)]);
  if (env.SUPABASE_URL && env.SUPABASE_SECRET_KEY)
    probes.push([
      'supabaseStorage',
      probeSupabaseStorage(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, env.SUPABASE_STORAGE_BUCKET),
    ]);
  if (env.SMTP_URL) probes.push(['smtp', probeSmtp(env.SMTP_URL)]);
  if (offers.cardEnabled && env.STRIPE_SECRET_KEY) probes.push(['stripe', probeStripe(env)]);
  const results = await Promise.all(probes.map(([, running]) => running));
  return probes.map(([name], i) => ({ name, ok: results[i] ?? false }));
}

export async function checkHealth(env: Env = getEnv()): Promise<Health> {
  const { reachable, applied, settings } = await readDatabase();
  const offers = settings ?? DEFAULT_OFFERS;
  const current = applied.includes(LATEST_MIGRATION);
  const checks: HealthCheck[] = [
    { name: 'database', ok: reachable },
    { name: 'migrations', ok: current },
    ...neededVariables(env, offers).map((name) => ({ name: `variable:${name}`, ok: isSet(env, name) })),
    ...(await serviceChecks(env, offers)),
    { name: 'seller', ok: settings !== null && sellerIdentityComplete(settings) },
    ...(offers.bankTransferEnabled
      ? [{ name: 'bankTransfer', ok: settings !== null && bankDetailsComplete(settings) }]
      : []),
  ];
  const failing = checks.filter((check) => !check.ok).map((check) => check.name);
  return {
    ready: failing.length === 0,
    status: !reachable || !current ? 'down' : failing.length === 0 ? 'ok' : 'incomplete',
    failing,
    checks,
    database: { reachable },
    migrations: { current, expected: LATEST_MIGRATION, latestApplied: applied.at(-1) ?? null },
    checkedAt: new Date().toISOString(),
  };
}
