// GET /api/settings: the public subset of the shop settings (shipping fee, payment switches and
// maintenance messages, delivery days, contact details; src/contract/settings.ts). Never a secret.
import type { Config } from '@netlify/functions';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { listSampleOffer } from '../../src/server/orders/order-gifts.ts';
import { getShopSettings, toPublicSettings } from '../../src/server/settings/settings-repository.ts';

export default withErrors(async () => {
  const settings = await getShopSettings();
  return json(toPublicSettings(settings, settings.samplesEnabled ? await listSampleOffer() : []));
});

export const config: Config = { path: ['/api/settings'], method: ['GET'] };
