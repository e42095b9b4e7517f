// GET and PUT /api/admin/testimonials (contract: src/contract/admin/testimonials.ts): the home page's
// testimonials, the owner's own, each with its source. A change asks for a storefront rebuild.
import type { Config } from '@netlify/functions';
import { testimonialsSchema } from '../../src/contract/admin/testimonials.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { json } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/publishing/index.ts';
import { listTestimonials, replaceTestimonials } from '../../src/server/testimonials/testimonials-repository.ts';

export default adminRoute(async (req: Request) => {
  if (req.method === 'GET') return json({ items: await listTestimonials() });
  if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const { items } = await readJson(req, testimonialsSchema);
  const saved = await replaceTestimonials(items);
  await requestStorefrontRebuild();
  return json({ items: saved });
});

export const config: Config = { path: ['/api/admin/testimonials'], method: ['GET', 'PUT'] };
