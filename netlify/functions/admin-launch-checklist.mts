// GET /api/admin/launch-checklist -> {ready, items: [{item, configured, setIn}]}: what the shop still
// lacks before it can take money, each with where to set it (contract: src/contract/admin/launch-checklist.ts).
// Configured / missing only: no value of a setting or a variable is sent.
import type { Config } from '@netlify/functions';
import { LAUNCH_ITEMS } from '../../src/contract/admin/launch-checklist.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { json } from '../../src/server/http/responses.ts';
import { launchChecklist } from '../../src/server/launch/launch-facts.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';
import { hasDemoTestimonials } from '../../src/server/testimonials/testimonials-repository.ts';

export default adminRoute(async (req: Request) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const [settings, demoTestimonials] = await Promise.all([getShopSettings(), hasDemoTestimonials()]);
  return json(launchChecklist(getEnv(), settings, LAUNCH_ITEMS, { demoTestimonials }));
});

export const config: Config = { path: ['/api/admin/launch-checklist'], method: ['GET'] };
