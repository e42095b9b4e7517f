// Where the production-parity stack runs and what its tests share with it.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PARITY_PORT = Number(process.env.PARITY_PORT ?? 8960);
/**
 * Which deploy the stack plays (variants.ts): `full` (every variable, production context: most journeys),
 * `first-deploy` (a first deploy missing some variables), `transfer-only-preview` (a transfer-only shop
 * without Stripe, served as a Deploy Preview). Each needs its own `netlify serve`, so each is one run.
 */
export const PARITY_VARIANT = process.env.PARITY_VARIANT ?? 'full';
export const PARITY_WORK_DIR = path.join(tmpdir(), `shop-parity-${PARITY_PORT}`);
/** Written by stack.ts once the fakes run: their control address, the site's, the database's. */
export const PARITY_STACK_FILE = path.join(PARITY_WORK_DIR, 'stack.json');
/** The first admin: a Supabase Auth user, put on the admin list by `npm run admin:add` typed in mixed case. */
export const PARITY_ADMIN = {
  email: 'owner@maison-lumiere.example',
  typedEmail: 'Owner@Maison-Lumiere.example',
  password: 'parity-owner-password-1',
};
