// GET /api/health (public, cached a few seconds, rate-limited): whether a deployed shop can work, for
// `npm run deploy:check` and any monitor. Each check is tested, not assumed: a variable a function
// needs is set, and each configured service answers (Supabase Auth with the publishable key, Storage
// with the secret key, the database and its migrations, SMTP, Stripe), judged against what the shop
// offers (a shop that takes only bank transfers needs no Stripe). Check names, booleans and migration
// versions only: never a value of a setting or a secret, never a provider's answer.
import { z } from 'zod';
import { instantSchema } from './common.ts';

/** A check's name: a service (`smtp`, `stripe`, ...) or `variable:<NAME>` for a variable a function needs. */
export const healthCheckNameSchema = z.string().regex(/^(?:[a-zA-Z]+|variable:[A-Z_]+)$/);

export const healthCheckSchema = z.object({
  name: healthCheckNameSchema,
  ok: z.boolean(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

export const HEALTH_STATUSES = ['ok', 'incomplete', 'down'] as const;

export const healthSchema = z.object({
  /** Every check passes: the shop can take orders, payments and sign-ins. */
  ready: z.boolean(),
  /** ok: ready; incomplete: running, a check fails; down: no database or migrations behind (HTTP 503). */
  status: z.enum(HEALTH_STATUSES),
  /** The names of the failing checks (what `checks` says, for a monitor that reads one field). */
  failing: z.array(healthCheckNameSchema),
  checks: z.array(healthCheckSchema),
  database: z.object({ reachable: z.boolean() }),
  migrations: z.object({
    /** The database has applied the shop's last migration. */
    current: z.boolean(),
    /** The version (14 digits) of the code's last migration file. */
    expected: z.string().regex(/^\d{14}$/),
    /** The latest version the database records as applied (supabase_migrations), or null. */
    latestApplied: z.string().nullable(),
  }),
  checkedAt: instantSchema,
});
export type Health = z.infer<typeof healthSchema>;
