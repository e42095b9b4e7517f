// The one place that reads the environment. Every variable is declared here with what it is for, and
// a malformed one is named in the error. Empty = the embedded default's local adapter. Only what
// building needs is required up front (BUILD_REQUIRED, parseBuildEnv); each runtime secret is checked
// by the function that uses it (RUNTIME_VARIABLES, src/server/config/runtime-variables.ts).
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const ENV_DOCS = {
  DATABASE_URL:
    'Postgres connection string. Production: Supabase transaction pooler (port 6543). Set by `npm start` in the embedded default.',
  DATABASE_POOL_MAX: 'Connections one function instance may open to Postgres (default 5; empty = the default).',
  SITE_URL:
    'Public URL of the shop (canonical links, e-mails, payment return URLs). Netlify sets URL, used when this is empty.',
  SUPABASE_URL: 'Supabase project URL (https://<ref>.supabase.co). Empty = local auth and local storage.',
  SUPABASE_PUBLISHABLE_KEY: 'Supabase publishable (anon) key, used to sign admins in through Supabase Auth.',
  SUPABASE_SECRET_KEY: 'Supabase secret (service role) key, server only: storage uploads and admin lookups.',
  SUPABASE_STORAGE_BUCKET: 'Public storage bucket for product images (default product-images).',
  SUPABASE_STAGING_BUCKET:
    'Private storage bucket the back-office uploads images to before the function checks and publishes them (default product-images-staging; the migrations create it on Supabase).',
  BUILD_HOOK_URL: 'Netlify build hook fired (debounced) after a catalog change so the static storefront is rebuilt.',
  BUILD_HOOK_TOKEN:
    "Optional bearer token sent with the build hook call (the embedded default's local rebuild hook needs it; set by `npm start`).",
  LOCAL_AUTH_SECRET: 'Embedded default only: secret that signs local admin sessions (made by `npm start`).',
  LOCAL_STORAGE_DIR: 'Embedded default only: folder of the local image storage (set by `npm start`).',
  LOCAL_STAGING_DIR:
    'Embedded default only: private folder of the images the back-office uploads before they are checked (set by `npm start`).',
  LOCAL_OUTBOX_DIR:
    'Embedded default only: folder where e-mails are kept instead of sent when SMTP_URL is empty (set by `npm start`; read at /outbox/<LOCAL_OUTBOX_KEY>).',
  LOCAL_OUTBOX_KEY:
    "Embedded default only: secret part of the outbox's address (/outbox/<key>), made on the first start and printed by `npm start`.",
  LOCAL_PAYMENT_WEBHOOK_SECRET:
    "Embedded default only: HMAC secret of the built-in test payment gateway's webhooks (made by `npm start`).",
  ORDER_TOKEN_SECRET:
    "Secret (>= 32 chars) from which each order's access token is derived. Required in production; the embedded default uses LOCAL_AUTH_SECRET.",
  SMTP_URL:
    'SMTP server for e-mails (smtps://user:pass@host:465 or smtp://host:587). Empty = local outbox (embedded default only).',
  MAIL_FROM:
    'Sender address of the shop\'s e-mails, e.g. "shop@example.be" (the name shown is the shop\'s, from the settings).',
  SHOP_NOTIFY_EMAIL:
    "Where the shop is told about new orders and contact messages (default: the settings' contact e-mail, then MAIL_FROM).",
  STRIPE_SECRET_KEY:
    'Stripe secret key (sk_...): card payments through Stripe Checkout. Empty = the built-in test gateway (embedded default only).',
  STRIPE_WEBHOOK_SECRET: 'Stripe webhook signing secret (whsec_...) of the endpoint /api/payments/webhook/stripe.',
  STRIPE_API_BASE: 'Stripe API base URL (default https://api.stripe.com; tests point it at a local fake).',
  PAYPAL_CLIENT_ID:
    'PayPal REST app client id (Orders v2). Empty = the built-in test gateway plays PayPal (embedded default only).',
  PAYPAL_CLIENT_SECRET: 'PayPal REST app secret.',
  PAYPAL_API_BASE: 'PayPal API base URL (default https://api-m.paypal.com; sandbox https://api-m.sandbox.paypal.com).',
  ORDER_RATE_LIMIT:
    'Orders one client address may place per 10 minutes (default 30; raise it when shoppers share an address).',
} as const;

/**
 * What building the static storefront needs (read access to the catalog): the database, and in
 * production the site's URL (canonical links; Netlify sets URL) and SUPABASE_URL (image URLs). Nothing
 * else: a first deploy builds before a build hook, an SMTP server or a payment key exists.
 */
export const BUILD_REQUIRED = ['DATABASE_URL'] as const;

/**
 * Read by the functions that use them, never by the build. In production (SUPABASE_URL set) a call
 * that needs a missing one answers 503 `service_not_configured` naming it, before anything is written
 * (src/server/config/runtime-variables.ts); the launch checklist and GET /api/health list them.
 */
export const RUNTIME_VARIABLES = [
  'SUPABASE_PUBLISHABLE_KEY',
  'SUPABASE_SECRET_KEY',
  'ORDER_TOKEN_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'BUILD_HOOK_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
] as const;
export type RuntimeVariable = (typeof RUNTIME_VARIABLES)[number];

const schema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  DATABASE_POOL_MAX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(5),
  ),
  SITE_URL: optionalUrl,
  URL: optionalUrl,
  SUPABASE_URL: optionalUrl,
  SUPABASE_PUBLISHABLE_KEY: optionalText,
  SUPABASE_SECRET_KEY: optionalText,
  SUPABASE_STORAGE_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('product-images'),
  ),
  SUPABASE_STAGING_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('product-images-staging'),
  ),
  BUILD_HOOK_URL: optionalUrl,
  BUILD_HOOK_TOKEN: optionalText,
  LOCAL_AUTH_SECRET: optionalText,
  LOCAL_STORAGE_DIR: optionalText,
  LOCAL_STAGING_DIR: optionalText,
  LOCAL_OUTBOX_DIR: optionalText,
  LOCAL_OUTBOX_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  LOCAL_PAYMENT_WEBHOOK_SECRET: optionalText,
  ORDER_TOKEN_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  SHOP_NOTIFY_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  ORDER_RATE_LIMIT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(30)),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalUrl,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: optionalUrl,
});

export type Env = z.infer<typeof schema> & {
  mode: 'embedded' | 'supabase';
  siteUrl: string;
  /** Where product image paths resolve: Supabase's public bucket URL, or the local runner's copy of it. */
  storagePublicUrl: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const doc = key in ENV_DOCS ? ` (${ENV_DOCS[key as keyof typeof ENV_DOCS]})` : '';
      return `- ${key}: ${source[key] === undefined || source[key] === '' ? 'missing' : issue.message}${doc}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example and docs/deploying.md.`);
  }
  const env = result.data;
  return {
    ...env,
    mode: env.SUPABASE_URL ? 'supabase' : 'embedded',
    siteUrl: (env.SITE_URL ?? env.URL ?? 'http://localhost:8888').replace(/\/$/, ''),
    storagePublicUrl: `${env.SUPABASE_URL ? env.SUPABASE_URL.replace(/\/$/, '') : ''}/storage/v1/object/public/${env.SUPABASE_STORAGE_BUCKET}`,
  };
}

/**
 * The environment of `astro build`: formats checked as at run time, and in production (SUPABASE_URL
 * set) the site's URL required (SITE_URL, or Netlify's URL). Runtime secrets are not asked for.
 */
export function parseBuildEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(source);
  if (env.mode === 'supabase' && !env.SITE_URL && !env.URL) {
    throw new EnvError(
      `Invalid environment:\n- SITE_URL: missing (${ENV_DOCS.SITE_URL})\nSee .env.example and docs/deploying.md.`,
    );
  }
  return env;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Forget the parsed environment (tests that change process.env, e.g. to point SMTP_URL at a test server). */
export function resetEnvCache(): void {
  cached = undefined;
}
