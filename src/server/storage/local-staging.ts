// The staging bucket of the embedded default: a private folder (never served as it is), and upload
// URLs in Supabase Storage's form that the local runner answers (src/local/runner/local-signed-upload.ts).
// The token is what Supabase's is, the object's "bucket/key" and an expiry, here signed with an HMAC
// of a key derived from the local secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { readAtMost, STAGED_KEY, UPLOAD_URL_TTL_SECONDS, type StagingStorage } from './staging-storage.ts';

export const SIGNED_UPLOAD_PREFIX = '/storage/v1/object/upload/sign/';

export interface LocalStagingConfig {
  dir: string;
  bucket: string;
  /** LOCAL_AUTH_SECRET: the token key is derived from it, never the secret itself. */
  secret: string;
}

const tokenKey = (secret: string) => createHmac('sha256', secret).update('local-signed-upload-v1').digest();
const mac = (secret: string, payload: string) =>
  createHmac('sha256', tokenKey(secret)).update(payload).digest('base64url');

export function signUploadToken(config: LocalStagingConfig, key: string, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ url: `${config.bucket}/${key}`, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${mac(config.secret, payload)}`;
}

export type TokenProblem = 'InvalidJWT' | 'InvalidSignature' | 'ExpiredSignature';

/** Supabase's checks of an upload token: ours, for this very object, not expired. */
export function verifyUploadToken(
  config: LocalStagingConfig,
  token: string,
  bucket: string,
  key: string,
  now = Date.now(),
): { exp: number } | TokenProblem {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(config.secret, payload));
  const given = Buffer.from(signature);
  if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'InvalidJWT';
  let claims: { url?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return 'InvalidJWT';
  }
  if (claims.url !== `${bucket}/${key}`) return 'InvalidSignature';
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return 'ExpiredSignature';
  return { exp: claims.exp };
}

export function stagedFilePath(dir: string, key: string): string {
  if (!STAGED_KEY.test(key)) throw new Error(`Not a staged upload key: ${key}`);
  return path.join(path.resolve(dir), key);
}

export function localStaging(config: LocalStagingConfig): StagingStorage {
  return {
    async signUpload(key) {
      const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
      const token = signUploadToken(config, key, expiresAt);
      // Root-relative: the back-office and the local runner share one origin, whatever host it is reached by.
      return { url: `${SIGNED_UPLOAD_PREFIX}${config.bucket}/${key}?token=${encodeURIComponent(token)}`, expiresAt };
    },
    async download(key, maxBytes) {
      const file = stagedFilePath(config.dir, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return readAtMost(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, maxBytes);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(stagedFilePath(config.dir, key), { force: true })));
    },
    async listOlderThan(before) {
      await mkdir(config.dir, { recursive: true });
      const names = (await readdir(config.dir)).filter((name) => STAGED_KEY.test(name));
      const infos = await Promise.all(
        names.map(async (name) => ({ name, info: await stat(path.join(config.dir, name)).catch(() => null) })),
      );
      return infos.filter(({ info }) => info && info.mtime < before).map(({ name }) => name);
    },
  };
}
