// What Supabase Storage does for a signed upload URL, for the embedded default: PUT
// /storage/v1/object/upload/sign/<staging bucket>/<key>?token=... writes the body into the private
// staging folder, with Supabase's answers ({Key} on success; {statusCode, error, message} on a bad
// token, a file already there, a body over the bucket's 5 MB or of another type). Each URL works
// once: a token that wrote its file is remembered until it expires, and a file is never overwritten.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '../../contract/admin/uploads.ts';
import {
  SIGNED_UPLOAD_PREFIX,
  stagedFilePath,
  verifyUploadToken,
  type LocalStagingConfig,
} from '../../server/storage/local-staging.ts';
import { STAGED_KEY, STAGED_TYPES } from '../../server/storage/staging-storage.ts';

/** Tokens that already wrote their file, with their expiry (seconds): forgotten once expired. */
const usedTokens = new Map<string, number>();

function forgetExpired(now: number): void {
  for (const [token, exp] of usedTokens) if (exp * 1000 < now) usedTokens.delete(token);
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(body));
}

const storageError = (res: http.ServerResponse, status: number, error: string, message: string) =>
  answer(res, status, { statusCode: String(status), error, message });

/** Reads the body; null as soon as it passes maxBytes (the rest is not kept). */
async function readBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function isSignedUploadPath(pathname: string): boolean {
  return pathname.startsWith(SIGNED_UPLOAD_PREFIX);
}

/** Answers a request under /storage/v1/object/upload/sign/ (the caller checked the prefix). */
export async function handleSignedUpload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  config: LocalStagingConfig,
): Promise<void> {
  if (req.method !== 'PUT') {
    // Signing needs the secret key: the functions do it (POST /api/admin/uploads), never the browser.
    res.setHeader('allow', 'PUT');
    return storageError(res, 405, 'Method not allowed', 'Only PUT with a signed token is accepted here.');
  }
  const [bucket = '', ...rest] = url.pathname.slice(SIGNED_UPLOAD_PREFIX.length).split('/');
  const key = decodeURIComponent(rest.join('/'));
  if (bucket !== config.bucket) return storageError(res, 404, 'Bucket not found', 'Bucket not found');
  if (!STAGED_KEY.test(key)) return storageError(res, 400, 'InvalidKey', 'Invalid key');
  const token = url.searchParams.get('token') ?? '';
  const now = Date.now();
  const verified = verifyUploadToken(config, token, bucket, key, now);
  if (typeof verified === 'string') {
    const message =
      verified === 'ExpiredSignature'
        ? 'The signature has expired'
        : verified === 'InvalidSignature'
          ? 'The url do not match the signature'
          : 'Invalid token';
    return storageError(res, 400, verified, message);
  }
  forgetExpired(now);
  if (usedTokens.has(token)) return storageError(res, 409, 'Duplicate', 'The resource already exists');
  const type = (req.headers['content-type'] ?? '').replace(/;.*$/s, '').trim().toLowerCase();
  if (!(STAGED_TYPES as readonly string[]).includes(type)) {
    return storageError(res, 415, 'invalid_mime_type', `mime type ${type || '(none)'} is not supported`);
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) {
    return storageError(res, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  const body = await readBody(req, MAX_IMAGE_BYTES);
  if (!body) return storageError(res, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
  const file = stagedFilePath(config.dir, key);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': never over a file already there (Supabase: 409 Duplicate without upsert).
    await writeFile(file, body, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return storageError(res, 409, 'Duplicate', 'The resource already exists');
    await rm(file, { force: true });
    throw error;
  }
  usedTokens.set(token, verified.exp);
  answer(res, 200, { Key: `${bucket}/${key}` });
}
