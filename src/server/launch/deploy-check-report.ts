// `npm run deploy:check`'s report of a shop's GET /api/health: one line per check, OK or FAIL with
// what to do about a failing one, and whether the shop is ready (the command's exit code).
import type { Health } from '../../contract/health.ts';

/** What each check means and, when it fails, where a deployer fixes it. */
const HINTS: Record<string, string> = {
  database: 'database reachable (DATABASE_URL)',
  migrations: 'migrations current',
  supabaseAuth:
    'Supabase Auth accepts SUPABASE_PUBLISHABLE_KEY (sign-in): check the key in Supabase → Project Settings → API Keys',
  supabaseStorage:
    'Supabase Storage accepts SUPABASE_SECRET_KEY and has the images bucket: check the key and run `supabase db push`',
  smtp: 'the SMTP server accepts a connection with SMTP_URL (host, port, user, password)',
  stripe:
    'Stripe accepts STRIPE_SECRET_KEY (a read-only call); a shop that takes no cards can switch card payment off in Settings',
  seller: 'seller identity: back-office Settings → seller identity (name, address, enterprise number)',
  bankTransfer: 'bank transfer: back-office Settings → bank details (holder, IBAN, BIC)',
};

function describe(name: string, health: Health): string {
  const variable = /^variable:(.+)$/.exec(name)?.[1];
  if (variable)
    return variable === 'SITE_URL'
      ? "variable SITE_URL (or Netlify's URL): Netlify → Site configuration → Environment variables"
      : `variable ${variable}: Netlify → Site configuration → Environment variables (see docs/deploying.md)`;
  if (name === 'migrations') {
    const { current, expected, latestApplied } = health.migrations;
    return current
      ? `migrations current (${expected})`
      : `migrations current: the code's last is ${expected}, the database's is ${latestApplied ?? 'none'}: run \`supabase db push\``;
  }
  return `${name}: ${HINTS[name] ?? name}`;
}

/** The printed report, and whether the deploy is ready (every check OK). */
export function deployReport(health: Health): { text: string; complete: boolean } {
  const text = health.checks.map((c) => `${c.ok ? 'OK  ' : 'FAIL'}  ${describe(c.name, health)}`).join('\n');
  return { text, complete: health.checks.every((c) => c.ok) };
}
