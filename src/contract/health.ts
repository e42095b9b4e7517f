// GET /api/health (public, never cached): whether a deployed shop can work, for `npm run deploy:check`
// and any monitor. Booleans and migration versions only: never a value of a setting or a secret.
import { z } from 'zod';
import { instantSchema } from './common.ts';

export const HEALTH_SERVICES = ['smtp', 'stripe', 'paypal', 'buildHook', 'bankTransfer', 'seller', 'siteUrl'] as const;
export type HealthService = (typeof HEALTH_SERVICES)[number];

/** A shop may do without these (PayPal is off out of the box); every other service is needed. */
export const OPTIONAL_SERVICES: readonly HealthService[] = ['paypal'];

export const HEALTH_STATUSES = ['ok', 'incomplete', 'down'] as const;

export const healthSchema = z.object({
  /** ok: everything needed is there; incomplete: running, a needed service is missing; down: no database or migrations behind (HTTP 503). */
  status: z.enum(HEALTH_STATUSES),
  database: z.object({ reachable: z.boolean() }),
  migrations: z.object({
    /** The database has applied the shop's last migration. */
    current: z.boolean(),
    /** The version (14 digits) of the code's last migration file. */
    expected: z.string().regex(/^\d{14}$/),
    /** The latest version the database records as applied (supabase_migrations), or null. */
    latestApplied: z.string().nullable(),
  }),
  services: z.object(
    Object.fromEntries(HEALTH_SERVICES.map((name) => [name, z.boolean()])) as Record<HealthService, z.ZodBoolean>,
  ),
  checkedAt: instantSchema,
});
export type Health = z.infer<typeof healthSchema>;
