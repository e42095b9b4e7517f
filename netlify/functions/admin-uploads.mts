// Direct uploads of product images (too large for a function's 6 MB body once base64-encoded):
//   POST /api/admin/uploads {files: [{name, type, size}]} (1 to 5)
//     -> 201 {uploads: [{key, name, url, method: 'PUT', headers: {'content-type'}, expires_at}]}
//     422 {errors: {'files.<n>.type' | 'files.<n>.size': [message naming the file]}} for a type other
//     than PNG/JPEG/GIF or a size over 5 MB.
// The browser PUTs each file's bytes to its url (the private staging bucket; no admin token goes
// there), then sends the keys as images[n] (or image) with the product: src/server/admin/uploads.
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import { checkDeclaredFiles, createStagedUploads, sessionHash } from '../../src/server/admin/uploads/staged-uploads.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { z } from 'zod';

export default withErrors(
  adminRoute(async (req, _context, admin) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const files = checkDeclaredFiles(await readJson(req, z.unknown()));
    return json({ uploads: await createStagedUploads(admin, sessionHash(req), files) }, { status: 201 });
  }),
);

export const config: Config = { path: '/api/admin/uploads', method: ['POST'] };
