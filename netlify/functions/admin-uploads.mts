// POST /api/admin/uploads: direct uploads of product images, too large for a function's 6 MB body
// once base64-encoded (contract: src/contract/admin/uploads.ts). The browser PUTs each file's bytes
// to its url (the private staging bucket; no admin token goes there), then sends the keys as
// images[n] (or image) with the product: src/server/catalog/uploads.
import type { Config } from '@netlify/functions';
import { stageRequestSchema } from '../../src/contract/admin/uploads.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import {
  checkDeclaredFiles,
  createStagedUploads,
  sessionHash,
} from '../../src/server/catalog/uploads/staged-uploads.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async (req, _context, admin) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const files = checkDeclaredFiles(await readJson(req, stageRequestSchema));
  return json({ uploads: await createStagedUploads(admin, sessionHash(req), files) }, { status: 201 });
});

export const config: Config = { path: '/api/admin/uploads', method: ['POST'] };
