// The Content Security Policy of the storefront's pages. Scripts run only from our origin or when
// their exact text is hashed at build time (no 'unsafe-inline' for scripts, ever). Styles may be
// inline ('unsafe-inline' for styles only): islands set style attributes, and a style cannot run code.
// frame-ancestors cannot live in a <meta> policy, so this goes out as a header (dist/_headers).

/** Where the shopper may be sent by a form: our origin and the payment providers' hosted pages. */
const PAYMENT_FORM_ACTIONS = [
  'https://checkout.stripe.com',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
];

export interface PagePolicyInput {
  /** 'sha256-...' sources of every inline script the built pages carry. */
  scriptHashes: string[];
  /**
   * Production Supabase project: its storage serves the images, and the back-office PUTs new images
   * to its signed upload URLs. Empty locally, where both are our own origin.
   */
  supabaseUrl?: string | undefined;
}

export function pagePolicy({ scriptHashes, supabaseUrl }: PagePolicyInput): string {
  const imageHosts = supabaseUrl ? [new URL(supabaseUrl).origin] : [];
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...imageHosts]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...imageHosts]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...PAYMENT_FORM_ACTIONS]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
