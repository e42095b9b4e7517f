// GET /api/admin/stats -> real dashboard figures (see src/server/admin/dashboard/stats.ts).
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin/admin-route.ts';
import { getAdminStats } from '../../src/server/admin/dashboard/stats.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(adminRoute(async () => json(await getAdminStats())));

export const config: Config = { path: ['/api/admin/stats'], method: ['GET'] };
