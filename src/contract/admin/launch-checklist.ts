// GET /api/admin/launch-checklist: what the shop still lacks before it can take money, each line with
// where to set it (a block of the settings screen, or a variable of the site's environment on Netlify).
// Only configured / missing: never a value, and never a secret. The local demo's stand-ins are never
// "configured": the test gateway for cards (stripeSecretKey), the local outbox for e-mail (smtp), the
// demo seller identity (seller) and the demo testimonials (demoTexts).
import { z } from 'zod';

/** In the order the back-office lists them. */
export const LAUNCH_ITEMS = [
  'seller',
  'bankDetails',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'smtp',
  'mailFrom',
  'orderTokenSecret',
  'buildHook',
  'siteUrl',
  'demoTexts',
] as const;
export type LaunchItem = (typeof LAUNCH_ITEMS)[number];

/** The blocks of the settings screen an item may point to. */
export const SETTINGS_SECTIONS = ['seller', 'bank', 'testimonials'] as const;

export const launchSetInSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('settings'), section: z.enum(SETTINGS_SECTIONS) }),
  /** The variable's name (Netlify: Site configuration → Environment variables). */
  z.object({ kind: z.literal('environment'), variable: z.string().regex(/^[A-Z][A-Z0-9_]*$/) }),
]);

export const launchChecklistItemSchema = z.object({
  item: z.enum(LAUNCH_ITEMS),
  configured: z.boolean(),
  setIn: launchSetInSchema,
});
export type LaunchChecklistItem = z.infer<typeof launchChecklistItemSchema>;

export const launchChecklistSchema = z.object({
  /** Every item configured: the shop can take money and tell its shoppers about it. */
  ready: z.boolean(),
  items: z.array(launchChecklistItemSchema),
});
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>;
