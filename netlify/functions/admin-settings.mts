// GET /api/admin/settings -> the shop settings; PUT (any subset) -> the same, saved
// (contract: src/contract/admin/settings.ts).
import type { Config } from '@netlify/functions';
import { settingsPatchSchema } from '../../src/contract/admin/settings.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { getAdminSettings, updateAdminSettings } from '../../src/server/settings/settings-admin.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/publishing/index.ts';

export default adminRoute(async (req: Request) => {
  if (req.method === 'GET') return json(await getAdminSettings());
  if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const saved = await updateAdminSettings(await readJson(req, settingsPatchSchema));
  // the static storefront prints settings (shipping fee, payment switches, contact, seller identity)
  await requestStorefrontRebuild();
  return json(saved);
});

export const config: Config = { path: ['/api/admin/settings'], method: ['GET', 'PUT'] };
