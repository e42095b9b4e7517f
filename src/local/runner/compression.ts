// Netlify's CDN compresses text answers (pages, scripts, styles, JSON, SVG); the local runner does the
// same, so that what a browser (and Lighthouse) loads locally weighs what it weighs in production.
import type { IncomingMessage } from 'node:http';
import { createBrotliCompress, createGzip, constants, type BrotliCompress, type Gzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** A compressor for this answer, with the headers it changes; null when it should go out as it is. */
export function compressorFor(
  req: IncomingMessage,
  headers: Headers,
): { stream: BrotliCompress | Gzip; encoding: string } | null {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: close to the CDN's ratio and fast enough to compress on the fly.
    return { stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { stream: createGzip({ level: 6 }), encoding: 'gzip' };
  return null;
}
