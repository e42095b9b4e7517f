// GET /api/admin/stats -> the dashboard's figures (src/server/statistics/stats.ts; contract:
// src/contract/admin/stats.ts).
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/http/admin-route.ts';
import { getAdminStats } from '../../src/server/statistics/stats.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async () => json(await getAdminStats()));

export const config: Config = { path: ['/api/admin/stats'], method: ['GET'] };
