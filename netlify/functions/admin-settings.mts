// GET /api/admin/settings -> every column of public.shop_settings; PUT (any subset) -> the same.
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import { getAdminSettings, settingsPatchSchema, updateAdminSettings } from '../../src/server/admin/dashboard/settings-admin.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/services/rebuild/index.ts';

export default withErrors(
  adminRoute(async (req: Request) => {
    if (req.method === 'GET') return json(await getAdminSettings());
    if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
    const saved = await updateAdminSettings(await readJson(req, settingsPatchSchema));
    // the static storefront prints settings (shipping fee, payment switches, contact, seller identity)
    await requestStorefrontRebuild();
    return json(saved);
  }),
);

export const config: Config = { path: ['/api/admin/settings'], method: ['GET', 'PUT'] };
