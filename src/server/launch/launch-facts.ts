// What a deployed shop has and lacks, read from the environment and the settings, for the admin's
// launch checklist. Presence only: no value ever leaves this module.
import type { LaunchChecklist, LaunchChecklistItem, LaunchItem } from '../../contract/admin/launch-checklist.ts';
import type { Env } from '../config/env.ts';
import { mailConfigured } from '../config/runtime-variables.ts';
import { bankDetailsComplete, type ShopSettings } from '../settings/settings-repository.ts';

type SettingsFacts = Pick<
  ShopSettings,
  'bankAccountHolder' | 'bankIban' | 'bankBic' | 'legalName' | 'legalAddress' | 'enterpriseNumber'
>;

/** Invoices, e-mails and the legal pages print it: name, registered address and enterprise number (VAT may be empty). */
export function sellerIdentityComplete(settings: SettingsFacts): boolean {
  return [settings.legalName, settings.legalAddress, settings.enterpriseNumber].every((value) => value.trim() !== '');
}

const present = (value: string | undefined): boolean => Boolean(value);

/** Each item: whether it is there, and where it is set. The embedded default's local adapters count as there. */
function checklistItem(item: LaunchItem, env: Env, settings: SettingsFacts): LaunchChecklistItem {
  const embedded = env.mode === 'embedded';
  const variable = (name: string, configured: boolean): LaunchChecklistItem => ({
    item,
    configured,
    setIn: { kind: 'environment', variable: name },
  });
  switch (item) {
    case 'seller':
      return { item, configured: sellerIdentityComplete(settings), setIn: { kind: 'settings', section: 'seller' } };
    case 'bankDetails':
      return { item, configured: bankDetailsComplete(settings), setIn: { kind: 'settings', section: 'bank' } };
    case 'stripeSecretKey':
      return variable('STRIPE_SECRET_KEY', present(env.STRIPE_SECRET_KEY) || embedded);
    case 'stripeWebhookSecret':
      return variable(
        'STRIPE_WEBHOOK_SECRET',
        present(env.STRIPE_WEBHOOK_SECRET) || (embedded && !env.STRIPE_SECRET_KEY),
      );
    case 'smtp':
      return variable('SMTP_URL', present(env.SMTP_URL) || (embedded && mailConfigured(env)));
    case 'mailFrom':
      return variable('MAIL_FROM', present(env.MAIL_FROM) || embedded);
    case 'orderTokenSecret':
      return variable(
        'ORDER_TOKEN_SECRET',
        present(env.ORDER_TOKEN_SECRET) || (embedded && present(env.LOCAL_AUTH_SECRET)),
      );
    case 'buildHook':
      return variable('BUILD_HOOK_URL', present(env.BUILD_HOOK_URL));
    case 'siteUrl':
      return variable('SITE_URL', present(env.SITE_URL) || present(env.URL));
  }
}

export function launchChecklist(env: Env, settings: SettingsFacts, items: readonly LaunchItem[]): LaunchChecklist {
  const lines = items.map((item) => checklistItem(item, env, settings));
  return { ready: lines.every((line) => line.configured), items: lines };
}
