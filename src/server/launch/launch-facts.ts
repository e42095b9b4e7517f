// What a deployed shop has and lacks, read from the environment and the settings, for the admin's
// launch checklist. Presence only: no value ever leaves this module.
import type { LaunchChecklist, LaunchChecklistItem, LaunchItem } from '../../contract/admin/launch-checklist.ts';
import type { Env } from '../config/env.ts';
import { bankDetailsComplete, type ShopSettings } from '../settings/settings-repository.ts';

type SettingsFacts = Pick<
  ShopSettings,
  'bankAccountHolder' | 'bankIban' | 'bankBic' | 'legalName' | 'legalAddress' | 'enterpriseNumber'
> &
  Partial<Pick<ShopSettings, 'cardEnabled'>>;

/** What the checklist reads from the database besides the settings. */
export interface ContentFacts {
  /** The local seed's invented testimonials are still there. */
  demoTestimonials: boolean;
}

/** The local seed's seller (src/local/seed/seed-settings.ts): a demo identity, not the owner's. */
const DEMO_ENTERPRISE_NUMBER = '0123.456.749';

/** Invoices, e-mails and the legal pages print it: name, registered address and enterprise number (VAT may be empty). */
export function sellerIdentityComplete(settings: SettingsFacts): boolean {
  return [settings.legalName, settings.legalAddress, settings.enterpriseNumber].every((value) => value.trim() !== '');
}

const present = (value: string | undefined): boolean => Boolean(value);

/**
 * Each item: whether it is there, and where it is set. The embedded default's stand-ins (the test
 * gateway, the local outbox, the demo seller, the demo testimonials) are not: a shop going live on
 * them would take no money, send no mail, or show invented content.
 */
function checklistItem(
  item: LaunchItem,
  env: Env,
  settings: SettingsFacts,
  content: ContentFacts,
): LaunchChecklistItem {
  const embedded = env.mode === 'embedded';
  const takesCards = settings.cardEnabled !== false;
  const variable = (name: string, configured: boolean): LaunchChecklistItem => ({
    item,
    configured,
    setIn: { kind: 'environment', variable: name },
  });
  switch (item) {
    case 'seller':
      return {
        item,
        configured: sellerIdentityComplete(settings) && settings.enterpriseNumber.trim() !== DEMO_ENTERPRISE_NUMBER,
        setIn: { kind: 'settings', section: 'seller' },
      };
    case 'demoTexts':
      return { item, configured: !content.demoTestimonials, setIn: { kind: 'settings', section: 'testimonials' } };
    case 'bankDetails':
      return { item, configured: bankDetailsComplete(settings), setIn: { kind: 'settings', section: 'bank' } };
    case 'stripeSecretKey':
      return variable('STRIPE_SECRET_KEY', present(env.STRIPE_SECRET_KEY) || !takesCards);
    case 'stripeWebhookSecret':
      return variable('STRIPE_WEBHOOK_SECRET', present(env.STRIPE_WEBHOOK_SECRET) || !takesCards);
    case 'smtp':
      return variable('SMTP_URL', present(env.SMTP_URL));
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

export function launchChecklist(
  env: Env,
  settings: SettingsFacts,
  items: readonly LaunchItem[],
  content: ContentFacts = { demoTestimonials: false },
): LaunchChecklist {
  const lines = items.map((item) => checklistItem(item, env, settings, content));
  return { ready: lines.every((line) => line.configured), items: lines };
}
