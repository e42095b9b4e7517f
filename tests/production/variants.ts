// The deploys the parity pass plays. A function reads its variables when netlify-cli starts it, so a
// scenario that needs other variables needs another `netlify serve` (a build and a start, 2-3 minutes):
// scenarios that share their variables share one variant, and each variant is one Playwright run
// (package.json's test:parity runs the three, one after the other, on the same port).
export type ParityVariant = 'full' | 'first-deploy' | 'transfer-only-preview';

export interface VariantSetUp {
  /** The variables the owner has not set on this deploy. */
  unset: string[];
  /** netlify-cli's deploy context: its netlify.toml [context.*.environment] apply to the build and the functions. */
  context: 'dev' | 'deploy-preview';
  /** The owner's choices in the back-office, applied after the seed. */
  settingsSql?: string;
  /** The spec files of this variant. */
  specs: RegExp;
}

/**
 * A first deploy as an owner may make it: SMTP, Stripe, the build hook set; the keys and the token secret
 * forgotten (in the order deploy:check prints them).
 */
export const FIRST_DEPLOY_MISSING = ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_SECRET_KEY', 'ORDER_TOKEN_SECRET'];
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'];

const VARIANTS: Record<ParityVariant, VariantSetUp> = {
  full: { unset: [], context: 'dev', specs: /\/(?!first-deploy|transfer-only-preview)[\w-]+\.spec\.ts$/ },
  // ... who has entered no testimonials yet (the demo seed's are removed before the build)
  'first-deploy': {
    unset: FIRST_DEPLOY_MISSING,
    context: 'dev',
    settingsSql: 'delete from public.testimonials',
    specs: /\/first-deploy\.spec\.ts$/,
  },
  // a shop that takes bank transfers only, never given Stripe's keys, and one of its Deploy Previews
  'transfer-only-preview': {
    unset: STRIPE_VARIABLES,
    context: 'deploy-preview',
    settingsSql: 'update public.shop_settings set card_enabled = false, paypal_enabled = false where id',
    specs: /\/transfer-only-preview\.spec\.ts$/,
  },
};

export function variantSetUp(name: string): VariantSetUp {
  const found = VARIANTS[name as ParityVariant];
  if (!found) throw new Error(`PARITY_VARIANT must be one of ${Object.keys(VARIANTS).join(', ')} (got ${name})`);
  return found;
}
