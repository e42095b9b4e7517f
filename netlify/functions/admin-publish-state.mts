// GET /api/admin/publish-state -> {state: pending | building | failed | live, last_change_at,
// build_started_at, live_at}: whether the static storefront shows the latest catalog or settings
// change (contract: src/contract/admin/publish-state.ts).
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { json } from '../../src/server/http/responses.ts';
import { readPublishState } from '../../src/server/publishing/publish-state.ts';

export default adminRoute(async (req: Request) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  return json(await readPublishState());
});

export const config: Config = { path: ['/api/admin/publish-state'], method: ['GET'] };
