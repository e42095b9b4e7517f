// The runtime secrets, each checked by the function that uses it (never by the build): in production a
// call that needs a missing one stops with 503 `service_not_configured` naming the variable, before it
// writes anything, and the log says which variable to set. The embedded default has its local adapters.
import { HttpError } from '../http/errors.ts';
import { ENV_DOCS, getEnv, type Env, type RuntimeVariable } from './env.ts';

/** 503 naming the missing variable; the log line says the same to whoever reads the function's log. */
export class ServiceNotConfigured extends HttpError {
  readonly variable: RuntimeVariable;

  constructor(variable: RuntimeVariable) {
    super(503, `${variable} is not set: this part of the shop is not configured yet (${ENV_DOCS[variable]})`, {
      code: 'service_not_configured',
    });
    this.variable = variable;
  }
}

/** The variable's value, or ServiceNotConfigured after one log line naming it. */
export function requireVariable(variable: RuntimeVariable, env: Env = getEnv()): string {
  const value = env[variable];
  if (value) return value;
  console.error(`service not configured: set ${variable} in the site's environment variables (${ENV_DOCS[variable]})`);
  throw new ServiceNotConfigured(variable);
}

/** Production's Supabase project: its URL and keys, each checked when a function first needs them. */
export function supabaseProject(env: Env = getEnv()): { url: string; publishableKey: string; secretKey: string } {
  if (!env.SUPABASE_URL) throw new Error('supabaseProject() called without SUPABASE_URL (embedded default)');
  return {
    url: env.SUPABASE_URL,
    publishableKey: requireVariable('SUPABASE_PUBLISHABLE_KEY', env),
    secretKey: requireVariable('SUPABASE_SECRET_KEY', env),
  };
}

/**
 * Whether e-mail can go out: SMTP_URL and MAIL_FROM in production; locally SMTP_URL or the outbox
 * folder `npm start` sets.
 */
export function mailConfigured(env: Env = getEnv()): boolean {
  if (env.mode === 'embedded') return Boolean(env.SMTP_URL || env.LOCAL_OUTBOX_DIR);
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

/** Throws the 503 naming the first missing mail variable (production); a no-op when mail can go out. */
export function assertMailConfigured(env: Env = getEnv()): void {
  if (mailConfigured(env)) return;
  requireVariable(env.SMTP_URL ? 'MAIL_FROM' : 'SMTP_URL', env);
}

/** Card payment can take money: Stripe with its webhook secret, or (embedded default) the test gateway. */
export function cardConfigured(env: Env = getEnv()): boolean {
  return env.STRIPE_SECRET_KEY ? Boolean(env.STRIPE_WEBHOOK_SECRET) : env.mode === 'embedded';
}

/** PayPal can take money: its REST app's id and secret, or (embedded default) the test gateway. */
export function payPalConfigured(env: Env = getEnv()): boolean {
  return env.PAYPAL_CLIENT_ID ? Boolean(env.PAYPAL_CLIENT_SECRET) : env.mode === 'embedded';
}
