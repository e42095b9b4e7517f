// A fake of the routes of Supabase Storage's HTTP API (/storage/v1) that supabase-js calls for the
// shop: upload and removal in the public image bucket; for direct uploads, signing an upload URL,
// the browser's PUT to it, download and listing of the private staging bucket. Answers as the real
// service does: {url} with a JWT token ({url: "bucket/path", exp}, 2 hours) for a signed upload URL,
// {Key} for an upload, HTTP 400 with {statusCode, error, message} bodies for most refusals (a missing
// object is HTTP 400 with statusCode "404", as Storage answers), 409 Duplicate, 413 over the bucket's
// size limit. The signed PUT needs no API key (the gateway lets /storage/v1 through; the token in the
// URL is the permission). Used by tests/handlers/admin/supabase-fake.ts, which adds Auth around it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A JSON answer, or raw bytes (a download). */
export interface FakeAnswer {
  status: number;
  body: unknown;
  raw?: { bytes: Buffer; contentType: string };
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  createdAt?: Date;
}

export interface BucketRules {
  public: boolean;
  fileSizeLimit?: number;
  allowedMimeTypes?: string[];
}

export interface StorageFake {
  /** "bucket/path" -> object */
  objects: Map<string, StoredObject>;
  buckets: Map<string, BucketRules>;
  /** The answer for a /storage/v1 request, or null for any other path. */
  handle(req: FakeRequest): FakeAnswer | null;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const storageError = (status: number, statusCode: string, error: string, message: string): FakeAnswer => ({
  status,
  body: { statusCode, error, message },
});
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export function createStorageFake(secretKey: string): StorageFake {
  const objects = new Map<string, StoredObject>();
  // as the migrations create them on Supabase: the public images, the private staging bucket
  const buckets = new Map<string, BucketRules>([
    ['product-images', { public: true }],
    [
      'product-images-staging',
      { public: false, fileSizeLimit: 5 * 1024 * 1024, allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif'] },
    ],
  ]);
  const jwtSecret = `fake-storage-jwt-${randomUUID()}`;
  const sign = (payload: object) => {
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
    return `${head}.${createHmac('sha256', jwtSecret).update(head).digest('base64url')}`;
  };
  const verify = (token: string): { url?: string; exp?: number } | null => {
    const [header = '', payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest('base64url'));
    if (Buffer.from(signature).length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected))
      return null;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { url?: string; exp?: number };
  };
  const isService = (req: FakeRequest) => req.headers.authorization === `Bearer ${secretKey}`;
  const json = (req: FakeRequest) =>
    (req.body.length ? JSON.parse(req.body.toString('utf8')) : {}) as Record<string, unknown>;

  /** Writes an object under the bucket's rules (size limit, allowed types), never over one unless upsert. */
  function store(bucket: string, name: string, req: FakeRequest, upsert: boolean): FakeAnswer {
    const rules = buckets.get(bucket);
    if (!rules) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
    const contentType = String(req.headers['content-type'] ?? '');
    if (rules.fileSizeLimit !== undefined && req.body.length > rules.fileSizeLimit) {
      return storageError(413, '413', 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (rules.allowedMimeTypes && !rules.allowedMimeTypes.includes(contentType.split(';')[0]!.trim())) {
      return storageError(400, '415', 'invalid_mime_type', `mime type ${contentType} is not supported`);
    }
    const key = `${bucket}/${name}`;
    if (objects.has(key) && !upsert) return storageError(400, '409', 'Duplicate', 'The resource already exists');
    objects.set(key, { bytes: req.body, contentType, createdAt: new Date() });
    return { status: 200, body: { Id: randomUUID(), Key: key } };
  }

  function handle(req: FakeRequest): FakeAnswer | null {
    const { method, path } = req;
    if (!path.startsWith('/storage/v1/')) return null;
    const unauthorized = storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');

    const signUpload = /^\/storage\/v1\/object\/upload\/sign\/([a-z0-9-]+)\/(.+)$/.exec(path);
    if (signUpload && method === 'POST') {
      if (!isService(req)) return unauthorized;
      const [bucket, name] = [signUpload[1]!, decodeURIComponent(signUpload[2]!)];
      if (!buckets.has(bucket)) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
      const token = sign({ url: `${bucket}/${name}`, exp: Math.floor(Date.now() / 1000) + SIGNED_UPLOAD_SECONDS });
      return { status: 200, body: { url: `/object/upload/sign/${bucket}/${signUpload[2]}?token=${token}` } };
    }
    if (signUpload && method === 'PUT') {
      const [bucket, name] = [signUpload[1]!, decodeURIComponent(signUpload[2]!)];
      const payload = verify(req.query.get('token') ?? '');
      if (!payload) return storageError(400, '400', 'InvalidJWT', 'invalid signature');
      if (payload.url !== `${bucket}/${name}`)
        return storageError(400, '400', 'InvalidSignature', 'The url do not match the signature');
      if ((payload.exp ?? 0) * 1000 < Date.now())
        return storageError(400, '400', 'ExpiredSignature', 'The signature has expired');
      const stored = store(bucket, name, req, false);
      // the signed upload answers {Key} only
      return stored.status === 200 ? { status: 200, body: { Key: `${bucket}/${name}` } } : stored;
    }
    // GET a bucket (its rules): the service key only, as the secret key's check in the health probe
    const bucketInfo = /^\/storage\/v1\/bucket\/([a-z0-9-]+)$/.exec(path);
    if (bucketInfo && method === 'GET') {
      if (!isService(req)) return unauthorized;
      const rules = buckets.get(bucketInfo[1]!);
      if (!rules) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
      return { status: 200, body: { id: bucketInfo[1], name: bucketInfo[1], public: rules.public } };
    }
    const list = /^\/storage\/v1\/object\/list\/([a-z0-9-]+)$/.exec(path);
    if (list && method === 'POST') {
      if (!isService(req)) return unauthorized;
      const {
        prefix = '',
        limit = 100,
        offset = 0,
      } = json(req) as { prefix?: string; limit?: number; offset?: number };
      const entries = [...objects.entries()]
        .filter(([key]) => key.startsWith(`${list[1]}/${prefix}`))
        .map(([key, object]) => ({ name: key.slice(list[1]!.length + 1 + prefix.length), object }))
        .filter(({ name }) => !name.includes('/')) // files directly under the prefix (no folders here)
        .sort((a, b) => (a.object.createdAt?.getTime() ?? 0) - (b.object.createdAt?.getTime() ?? 0))
        .slice(offset, offset + limit)
        .map(({ name, object }) => ({
          name,
          id: randomUUID(),
          created_at: (object.createdAt ?? new Date(0)).toISOString(),
          updated_at: (object.createdAt ?? new Date(0)).toISOString(),
          last_accessed_at: (object.createdAt ?? new Date(0)).toISOString(),
          metadata: { size: object.bytes.length, mimetype: object.contentType },
        }));
      return { status: 200, body: entries };
    }
    // a public bucket's objects: anyone, no key (what the storefront's <img> elements load)
    const publicObject = /^\/storage\/v1\/object\/public\/([a-z0-9-]+)\/(.+)$/.exec(path);
    if (publicObject && (method === 'GET' || method === 'HEAD')) {
      const stored = buckets.get(publicObject[1]!)?.public
        ? objects.get(`${publicObject[1]}/${decodeURIComponent(publicObject[2]!)}`)
        : undefined;
      if (!stored) return storageError(400, '404', 'not_found', 'Object not found');
      return { status: 200, body: null, raw: { bytes: stored.bytes, contentType: stored.contentType } };
    }
    const object = /^\/storage\/v1\/object\/([a-z0-9-]+)\/(.+)$/.exec(path);
    if (object && (method === 'POST' || method === 'PUT')) {
      if (!isService(req)) return unauthorized;
      return store(object[1]!, decodeURIComponent(object[2]!), req, req.headers['x-upsert'] === 'true');
    }
    if (object && method === 'GET') {
      if (!isService(req)) return unauthorized;
      const stored = objects.get(`${object[1]}/${decodeURIComponent(object[2]!)}`);
      if (!stored) return storageError(400, '404', 'not_found', 'Object not found');
      return { status: 200, body: null, raw: { bytes: stored.bytes, contentType: stored.contentType } };
    }
    const bucket = /^\/storage\/v1\/object\/([a-z0-9-]+)$/.exec(path);
    if (bucket && method === 'DELETE') {
      if (!isService(req)) return unauthorized;
      const { prefixes } = json(req) as { prefixes: string[] };
      const removed = prefixes
        .filter((p) => objects.delete(`${bucket[1]}/${p}`))
        .map((name) => ({ name, bucket_id: bucket[1] }));
      return { status: 200, body: removed };
    }
    return { status: 404, body: { message: `fake: no route for ${method} ${path}` } };
  }

  return { objects, buckets, handle };
}
