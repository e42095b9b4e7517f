// The admin's PUT /api/admin/shipping-zones, signed in: the zone tests' way to set the zones.
import zonesHandler from '../../../netlify/functions/admin-shipping-zones.mts';
import { functionContext } from '../../support/function-context.ts';
import { adminToken, createAccounts, jsonInit } from '../admin/helpers.ts';

export async function putZones(body: unknown): Promise<Response> {
  await createAccounts();
  const token = await adminToken();
  return zonesHandler(
    new Request('http://localhost/api/admin/shipping-zones', jsonInit(token, 'PUT', body)),
    functionContext(),
  );
}
