// A local fake of the parts of Supabase's HTTP API the shop uses: GoTrue (/auth/v1) sign-in, user,
// logout, recovery, verify and admin user update; Storage (/storage/v1, tests/support/supabase-storage-fake.ts)
// upload and removal, and the direct uploads' signed upload URLs, download and listing.
// It answers the way the real services do (shapes, status codes, error bodies), keeps its state in
// memory and records every request, so the production adapters can be tested end to end.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createStorageFake,
  type BucketRules,
  type FakeAnswer,
  type FakeRequest,
  type StoredObject,
} from '../../support/supabase-storage-fake.ts';

export type { FakeRequest } from '../../support/supabase-storage-fake.ts';

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
  objects: Map<string, StoredObject>;
  buckets: Map<string, BucketRules>;
  addUser(email: string, password: string): FakeUser;
  /** Every password sign-in answers this (GoTrue's status and error_code) until called with null. */
  failSignIns(answer: { status: number; errorCode: string; message: string } | null): void;
  /** The project's keys rotated (true): the keys the shop was given answer 401 "Invalid API key". */
  revokeKeys(revoked: boolean): void;
  /** What clicking the recovery e-mail's link gives: a session token (and a token hash). */
  recoveryLink(email: string): { accessToken: string; tokenHash: string };
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface SupabaseFakeOptions {
  /**
   * GoTrue's recovery e-mail, as a project with custom SMTP sends it: called with the user, a fresh
   * token hash (spent by /verify) and the redirect_to the shop asked for. Without it /recover sends nothing.
   */
  sendRecoveryMail?: (
    user: { id: string; email: string },
    tokenHash: string,
    redirectTo: string | null,
  ) => Promise<void>;
}

export async function startSupabaseFake(options: SupabaseFakeOptions = {}): Promise<SupabaseFake> {
  const publishableKey = 'sb_publishable_fake_0123456789';
  const secretKey = 'sb_secret_fake_0123456789';
  const requests: FakeRequest[] = [];
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const storage = createStorageFake(secretKey);
  const tokenHashes = new Map<string, string>();
  let signInFailure: { status: number; errorCode: string; message: string } | null = null;
  let keysRevoked = false;

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
  const gotrueError = (status: number, errorCode: string, msg: string) => ({
    status,
    body: { code: status, error_code: errorCode, msg },
  });
  const bearer = (req: FakeRequest) => /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  const apikeyIs = (req: FakeRequest, key: string) => !keysRevoked && req.headers.apikey === key;
  const json = (req: FakeRequest) =>
    (req.body.length ? JSON.parse(req.body.toString('utf8')) : {}) as Record<string, unknown>;

  function handle(req: FakeRequest): FakeAnswer {
    // The browser's PUT to a signed upload URL carries no API key: the gateway lets /storage/v1 through.
    const signedPut = req.method === 'PUT' && req.path.startsWith('/storage/v1/object/upload/sign/');
    // ... and so does a public bucket's object, which any page's <img> loads with no key
    const publicRead =
      (req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/storage/v1/object/public/');
    if (!signedPut && !publicRead && !apikeyIs(req, publishableKey) && !apikeyIs(req, secretKey))
      return { status: 401, body: { message: 'Invalid API key' } };
    const stored = storage.handle(req);
    if (stored) return stored;
    const { method, path } = req;
    if (method === 'POST' && path === '/auth/v1/token' && req.query.get('grant_type') === 'password') {
      if (signInFailure) return gotrueError(signInFailure.status, signInFailure.errorCode, signInFailure.message);
      const { email, password } = json(req) as { email: string; password: string };
      const user = [...users.values()].find((u) => u.email === String(email).toLowerCase());
      if (!user || user.password !== password)
        return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
      return { status: 200, body: newSession(user) };
    }
    // GoTrue's public settings: what the health check reads with the publishable key
    if (method === 'GET' && path === '/auth/v1/settings')
      return { status: 200, body: { external: { email: true }, disable_signup: true, mailer_autoconfirm: false } };
    if (method === 'GET' && path === '/auth/v1/user') {
      const session = sessions.get(bearer(req) ?? '');
      if (!session) return gotrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      if (session.revoked)
        return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return { status: 200, body: userJson(users.get(session.userId)!) };
    }
    if (method === 'POST' && path === '/auth/v1/logout') {
      if (!apikeyIs(req, secretKey) && !sessions.has(bearer(req) ?? ''))
        return gotrueError(401, 'no_authorization', 'no authorization');
      const session = sessions.get(bearer(req) ?? '');
      if (!session) return gotrueError(403, 'bad_jwt', 'invalid JWT');
      const scope = req.query.get('scope') ?? 'global';
      for (const [, s] of sessions)
        if (s.userId === session.userId && (scope === 'global' || s === session)) s.revoked = true;
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/auth/v1/recover') {
      const { email } = json(req) as { email?: string };
      const user = [...users.values()].find((u) => u.email === String(email ?? '').toLowerCase());
      // GoTrue answers 200 whether or not the address has an account (no account enumeration)
      if (user && options.sendRecoveryMail) {
        const tokenHash = randomBytes(16).toString('hex');
        tokenHashes.set(tokenHash, user.id);
        options
          .sendRecoveryMail(user, tokenHash, req.query.get('redirect_to'))
          .catch((e: unknown) => console.error('[supabase fake] recovery mail failed', e));
      }
      return { status: 200, body: {} };
    }
    if (method === 'POST' && path === '/auth/v1/verify') {
      const { token_hash: hash, type } = json(req) as { token_hash: string; type: string };
      const userId = tokenHashes.get(hash);
      if (type !== 'recovery' || !userId)
        return gotrueError(403, 'otp_expired', 'Email link is invalid or has expired');
      tokenHashes.delete(hash);
      return { status: 200, body: newSession(users.get(userId)!, 'otp') };
    }
    const admin = /^\/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
    if (method === 'PUT' && admin) {
      if (!apikeyIs(req, secretKey) || bearer(req) !== secretKey)
        return gotrueError(403, 'not_admin', 'User not allowed');
      const user = users.get(admin[1]!);
      if (!user) return gotrueError(404, 'user_not_found', 'User not found');
      const { password } = json(req) as { password?: string };
      if (password) user.password = password;
      return { status: 200, body: userJson(user) };
    }
    return { status: 404, body: { message: `fake: no route for ${method} ${path}` } };
  }

  // Supabase's API gateway answers CORS for every route (the browser PUTs a direct upload to Storage
  // from the shop's origin): preflights pass, every answer allows any origin.
  const cors = { 'access-control-allow-origin': '*' };
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res
        .writeHead(200, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': String(
            req.headers['access-control-request-headers'] ??
              'authorization, apikey, content-type, x-client-info, x-upsert',
          ),
          'access-control-max-age': '3600',
        })
        .end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = handle(recorded);
      if (answer.status === 204) {
        res.writeHead(204, cors).end();
        return;
      }
      if (answer.raw) {
        res
          .writeHead(answer.status, {
            ...cors,
            'content-type': answer.raw.contentType,
            'content-length': answer.raw.bytes.length,
          })
          .end(answer.raw.bytes);
        return;
      }
      res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
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
    objects: storage.objects,
    buckets: storage.buckets,
    addUser(email, password) {
      const user = { id: randomUUID(), email: email.toLowerCase(), password };
      users.set(user.id, user);
      return user;
    },
    failSignIns(answer) {
      signInFailure = answer;
    },
    revokeKeys(revoked) {
      keysRevoked = revoked;
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
