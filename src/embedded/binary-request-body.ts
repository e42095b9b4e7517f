// Works around @netlify/functions-dev's local emulation of request bodies: it reads every body as
// text (`request.text()`) and then marks it base64-encoded whenever the content type is not a text
// type (multipart/form-data, images, octet-stream), so the function receives base64-decoded text,
// i.e. garbage, and multipart uploads cannot be parsed. Netlify itself base64-encodes such bodies
// properly. So for those requests the local runner hands the functions a body that is already base64
// text: the emulation's "decode" then gives back the original bytes.
import type { IncomingMessage } from 'node:http';

const NO_BODY = new Set(['GET', 'HEAD']);
// The text types the emulation passes through as they are (@netlify/dev-utils shouldBase64Encode).
const TEXT_TYPES = new Set([
  'application/csp-report',
  'application/graphql',
  'application/json',
  'application/javascript',
  'application/x-www-form-urlencoded',
  'application/x-ndjson',
  'application/xml',
]);

function isBinaryType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return !(type.startsWith('text/') || type.endsWith('+json') || type.endsWith('+xml') || TEXT_TYPES.has(type));
}

/** A Request with a base64 body for a binary API request, or null when the request needs no fixing. */
export async function binaryApiRequest(req: IncomingMessage, url: URL): Promise<Request | null> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (NO_BODY.has(method) || !url.pathname.startsWith('/api/')) return null;
  const contentType = req.headers['content-type'];
  if (!contentType || !isBinaryType(contentType)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, { method, headers, body: Buffer.concat(chunks).toString('base64') });
}
