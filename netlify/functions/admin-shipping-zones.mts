// GET /api/admin/shipping-zones -> {zones}; PUT {zones} -> the whole list replaced, as saved
// (contract: src/contract/admin/shipping.ts; rules: docs/shipping.md).
import type { Config } from '@netlify/functions';
import { shippingZonesRequestSchema } from '../../src/contract/admin/shipping.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/publishing/index.ts';
import { listShippingZones, replaceShippingZones, toAdminZone } from '../../src/server/shipping/shipping-zones.ts';

export default adminRoute(async (req: Request) => {
  if (req.method === 'GET') return json({ zones: (await listShippingZones()).map(toAdminZone) });
  if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const zones = await replaceShippingZones(await readJson(req, shippingZonesRequestSchema));
  // the static storefront prints the Belgian "from" fee and the countries shipped to
  await requestStorefrontRebuild();
  return json({ zones });
});

export const config: Config = { path: ['/api/admin/shipping-zones'], method: ['GET', 'PUT'] };
