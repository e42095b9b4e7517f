// `npm run deploy:check`'s report of a shop's GET /api/health: one line per check, OK or MISSING with
// where to set what is missing, and whether anything needed is missing (the command's exit code).
import { HEALTH_SERVICES, OPTIONAL_SERVICES, type Health, type HealthService } from '../../contract/health.ts';

/** What each service needs, where a deployer sets it. */
const SERVICE_HINTS: Record<HealthService, string> = {
  smtp: 'e-mail: Netlify environment variables SMTP_URL and MAIL_FROM',
  stripe: 'card payments: Netlify environment variables STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  paypal: 'PayPal: Netlify environment variables PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
  buildHook: 'storefront rebuilds: Netlify build hook in BUILD_HOOK_URL',
  bankTransfer: 'bank transfer: back-office Settings → bank details (holder, IBAN, BIC)',
  seller: 'seller identity: back-office Settings → seller identity (name, address, enterprise number)',
  siteUrl: "site URL: Netlify environment variable SITE_URL (or Netlify's URL)",
};

export interface CheckLine {
  ok: boolean;
  /** Missing, but the shop can do without it. */
  optional: boolean;
  text: string;
}

function line(ok: boolean, text: string, optional = false): CheckLine {
  return { ok, optional, text };
}

export function checkLines(health: Health): CheckLine[] {
  const { migrations } = health;
  return [
    line(health.database.reachable, 'database reachable (DATABASE_URL)'),
    line(
      migrations.current,
      migrations.current
        ? `migrations current (${migrations.expected})`
        : `migrations current: the code's last is ${migrations.expected}, the database's is ${migrations.latestApplied ?? 'none'}: run \`supabase db push\``,
    ),
    ...HEALTH_SERVICES.map((name) => {
      const optional = OPTIONAL_SERVICES.includes(name);
      return line(health.services[name], `${name}: ${SERVICE_HINTS[name]}${optional ? ' (optional)' : ''}`, optional);
    }),
  ];
}

/** The printed report, and whether the deploy is complete (every needed check OK). */
export function deployReport(health: Health): { text: string; complete: boolean } {
  const lines = checkLines(health);
  const text = lines.map((l) => `${l.ok ? 'OK     ' : 'MISSING'}  ${l.text}`).join('\n');
  return { text, complete: lines.every((l) => l.ok || l.optional) };
}
