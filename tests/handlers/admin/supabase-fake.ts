// A local fake of the parts of Supabase's HTTP API the shop uses: GoTrue (/auth/v1) sign-in, user,
// logout, recovery, verify and admin user update; Storage (/storage/v1/object) upload and removal.
// It answers the way the real services do (shapes, status codes, error bodies), keeps its state in
// memory and records every request, so the production adapters can be tested end to end.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface FakeUser {
  id: string;
  email: string;
  password: string;
}

interface FakeSession {
  userId: string;
  revoked: boolean;
}

export interface SupabaseFake {
  url: string;
  publishableKey: string;
  secretKey: string;
  requests: FakeRequest[];
  users: Map<string, FakeUser>;
  sessions: Map<string, FakeSession>;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  addUser(email: string, password: string): FakeUser;
  /** What clicking the recovery e-mail's link gives: a session token (and a token hash). */
  recoveryLink(email: string): { accessToken: string; tokenHash: string };
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startSupabaseFake(): Promise<SupabaseFake> {
  const publishableKey = 'sb_publishable_fake_0123456789';
  const secretKey = 'sb_secret_fake_0123456789';
  const requests: FakeRequest[] = [];
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const tokenHashes = new Map<string, string>();

  const newSession = (user: FakeUser, method = 'password') => {
    const sessionId = randomUUID();
    const token = `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64({ sub: user.id, email: user.email, session_id: sessionId, amr: [{ method }], exp: Math.floor(Date.now() / 1000) + 3600 })}.${randomBytes(32).toString('base64url')}`;
    sessions.set(token, { userId: user.id, revoked: false });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: randomBytes(12).toString('hex'),
      user: userJson(user),
    };
  };
  const userJson = (user: FakeUser) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: new Date(0).toISOString(),
  });
  const gotrueError = (status: number, errorCode: string, msg: string) => ({ status, body: { code: status, error_code: errorCode, msg } });
  const bearer = (req: FakeRequest) => /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  const apikeyIs = (req: FakeRequest, key: string) => req.headers.apikey === key;
  const json = (req: FakeRequest) => (req.body.length ? JSON.parse(req.body.toString('utf8')) : {}) as Record<string, unknown>;

  function handle(req: FakeRequest): { status: number; body: unknown } {
    if (!apikeyIs(req, publishableKey) && !apikeyIs(req, secretKey)) return { status: 401, body: { message: 'Invalid API key' } };
    const { method, path } = req;
    if (method === 'POST' && path === '/auth/v1/token' && req.query.get('grant_type') === 'password') {
      const { email, password } = json(req) as { email: string; password: string };
      const user = [...users.values()].find((u) => u.email === String(email).toLowerCase());
      if (!user || user.password !== password) return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
      return { status: 200, body: newSession(user) };
    }
    if (method === 'GET' && path === '/auth/v1/user') {
      const session = sessions.get(bearer(req) ?? '');
      if (!session) return gotrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      if (session.revoked) return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return { status: 200, body: userJson(users.get(session.userId)!) };
    }
    if (method === 'POST' && path === '/auth/v1/logout') {
      if (!apikeyIs(req, secretKey) && !sessions.has(bearer(req) ?? '')) return gotrueError(401, 'no_authorization', 'no authorization');
      const session = sessions.get(bearer(req) ?? '');
      if (!session) return gotrueError(403, 'bad_jwt', 'invalid JWT');
      const scope = req.query.get('scope') ?? 'global';
      for (const [, s] of sessions) if (s.userId === session.userId && (scope === 'global' || s === session)) s.revoked = true;
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/auth/v1/recover') return { status: 200, body: {} };
    if (method === 'POST' && path === '/auth/v1/verify') {
      const { token_hash: hash, type } = json(req) as { token_hash: string; type: string };
      const userId = tokenHashes.get(hash);
      if (type !== 'recovery' || !userId) return gotrueError(403, 'otp_expired', 'Email link is invalid or has expired');
      tokenHashes.delete(hash);
      return { status: 200, body: newSession(users.get(userId)!, 'otp') };
    }
    const admin = /^\/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
    if (method === 'PUT' && admin) {
      if (!apikeyIs(req, secretKey) || bearer(req) !== secretKey) return gotrueError(403, 'not_admin', 'User not allowed');
      const user = users.get(admin[1]!);
      if (!user) return gotrueError(404, 'user_not_found', 'User not found');
      const { password } = json(req) as { password?: string };
      if (password) user.password = password;
      return { status: 200, body: userJson(user) };
    }
    const object = /^\/storage\/v1\/object\/([a-z0-9-]+)\/(.+)$/.exec(path);
    if (object && (method === 'POST' || method === 'PUT')) {
      if (bearer(req) !== secretKey) return { status: 403, body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' } };
      const key = `${object[1]}/${decodeURIComponent(object[2]!)}`;
      if (objects.has(key) && req.headers['x-upsert'] !== 'true') return { status: 409, body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' } };
      objects.set(key, { bytes: req.body, contentType: String(req.headers['content-type'] ?? '') });
      return { status: 200, body: { Id: randomUUID(), Key: key } };
    }
    const bucket = /^\/storage\/v1\/object\/([a-z0-9-]+)$/.exec(path);
    if (bucket && method === 'DELETE') {
      if (bearer(req) !== secretKey) return { status: 403, body: { statusCode: '403', error: 'Unauthorized', message: 'Unauthorized' } };
      const { prefixes } = json(req) as { prefixes: string[] };
      const removed = prefixes.filter((p) => objects.delete(`${bucket[1]}/${p}`)).map((name) => ({ name, bucket_id: bucket[1] }));
      return { status: 200, body: removed };
    }
    return { status: 404, body: { message: `fake: no route for ${method} ${path}` } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const answer = handle(recorded);
      if (answer.status === 204) {
        res.writeHead(204).end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishableKey,
    secretKey,
    requests,
    users,
    sessions,
    objects,
    addUser(email, password) {
      const user = { id: randomUUID(), email: email.toLowerCase(), password };
      users.set(user.id, user);
      return user;
    },
    recoveryLink(email) {
      const user = [...users.values()].find((u) => u.email === email.toLowerCase())!;
      const tokenHash = randomBytes(16).toString('hex');
      tokenHashes.set(tokenHash, user.id);
      return { accessToken: newSession(user, 'recovery').access_token, tokenHash };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
