// The production adapters (Supabase Auth sign-in, Supabase Storage, direct uploads to the private
// staging bucket) against a local fake of Supabase's HTTP APIs, through the same endpoints the admin uses.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import products from '../../../netlify/functions/admin-products.mts';
import uploads from '../../../netlify/functions/admin-uploads.mts';
import prune from '../../../netlify/functions/prune-staged-uploads.mts';
import { createClient } from '@supabase/supabase-js';
import login from '../../../netlify/functions/auth-login.mts';
import logout from '../../../netlify/functions/auth-logout.mts';
import reset from '../../../netlify/functions/auth-password-reset.mts';
import user from '../../../netlify/functions/auth-user.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { supabaseBucket } from '../../../src/server/storage/supabase-bucket.ts';
import { supabaseStorage } from '../../../src/server/storage/supabase-storage.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { authed, file, formInit, jpegBytes, jsonInit, pngBytes, productForm } from './helpers.ts';
import { fiveMegabytePng, fourMegabyteJpeg } from '../../support/large-images.ts';
import { startSupabaseFake, type SupabaseFake } from './supabase-fake.ts';
import { PRODUCTION_ENV_EXTRAS } from '../../support/production-env.ts';
import { overrideEnv } from '../orders/env-override.ts';

let fake: SupabaseFake;
const ADMIN = { email: 'owner@maison.be', password: 'owner password 123' };
const VISITOR = { email: 'signed.up@example.be', password: 'visitor password 1' };

let restoreEnv = () => {};

/** These variables instead of the test worker's (undefined: unset), until the next call or restoreEnv(). */
function setEnv(values: Record<string, string | undefined>) {
  restoreEnv();
  restoreEnv = overrideEnv(values);
}

const post = (handler: FunctionHandler, url: string, body: unknown, token?: string) =>
  handler(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
    functionContext(),
  );
const signIn = async (credentials: { email: string; password: string }) => post(login, '/api/login', credentials);
const me = (token: string) => callFunction(user, new Request('http://localhost/api/user', authed(token)));

beforeAll(async () => {
  fake = await startSupabaseFake();
  await resetDatabase();
  const admin = fake.addUser(ADMIN.email, ADMIN.password);
  fake.addUser(VISITOR.email, VISITOR.password);
  await getSql()`insert into public.admins (user_id, email) values (${admin.id}, ${admin.email})`;
  await getSql().unsafe(`insert into public.categories (name, slug) values ('Floral', 'floral')`);
  setEnv({
    ...PRODUCTION_ENV_EXTRAS,
    SUPABASE_URL: fake.url,
    SUPABASE_PUBLISHABLE_KEY: fake.publishableKey,
    SUPABASE_SECRET_KEY: fake.secretKey,
  });
});

afterAll(async () => {
  restoreEnv();
  await fake.close();
});

describe('Supabase Auth adapter', () => {
  it('signs an admin in with the publishable key and checks tokens with GoTrue', async () => {
    const res = await signIn(ADMIN);
    expect(res.status).toBe(200);
    const { token, user: account } = (await res.json()) as { token: string; user: { id: string; email: string } };
    expect(account.email).toBe(ADMIN.email);
    const tokenCall = fake.requests.findLast((r) => r.path === '/auth/v1/token')!;
    expect(tokenCall.headers.apikey).toBe(fake.publishableKey);
    const check = await me(token);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual(account);
  });

  it('refuses wrong credentials (401) and a signed-up account that is not an admin (403, session ended)', async () => {
    const wrong = await signIn({ ...ADMIN, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Login failed. Please check your credentials.' });
    const visitor = await signIn(VISITOR);
    expect(visitor.status).toBe(403);
    const visitorId = [...fake.users.values()].find((u) => u.email === VISITOR.email)!.id;
    expect([...fake.sessions.values()].filter((s) => s.userId === visitorId).every((s) => s.revoked)).toBe(true);
  });

  it('tells a provider problem from a wrong password: its own code, logged once, no attempt spent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: { set(): void; status: number; code: string; providerStatus: string }[] = [
      {
        // a publishable key the project does not know: its gateway's 401 "Invalid API key"
        set: () =>
          setEnv({
            ...PRODUCTION_ENV_EXTRAS,
            SUPABASE_URL: fake.url,
            SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_wrong',
            SUPABASE_SECRET_KEY: fake.secretKey,
          }),
        status: 503,
        code: 'auth_misconfigured',
        providerStatus: '401',
      },
      {
        set: () =>
          fake.failSignIns({
            status: 429,
            errorCode: 'over_request_rate_limit',
            message: 'Request rate limit reached',
          }),
        status: 503,
        code: 'auth_rate_limited',
        providerStatus: '429',
      },
      {
        set: () => fake.failSignIns({ status: 400, errorCode: 'email_not_confirmed', message: 'Email not confirmed' }),
        status: 403,
        code: 'email_not_confirmed',
        providerStatus: '400',
      },
      {
        set: () => fake.failSignIns({ status: 502, errorCode: 'unexpected_failure', message: 'upstream' }),
        status: 503,
        code: 'auth_unavailable',
        providerStatus: '502',
      },
    ];
    const env = {
      ...PRODUCTION_ENV_EXTRAS,
      SUPABASE_URL: fake.url,
      SUPABASE_PUBLISHABLE_KEY: fake.publishableKey,
      SUPABASE_SECRET_KEY: fake.secretKey,
    };
    try {
      for (const c of cases) {
        c.set();
        // more tries than the account's and the address's 10 per 15 minutes: none of them counts
        for (let i = 0; i < 3; i += 1) {
          logged.mockClear();
          const res = await signIn(ADMIN);
          expect(res.status).toBe(c.status);
          expect((await res.json()).code).toBe(c.code);
          const lines = logged.mock.calls.map((call) => call.join(' ')).filter((l) => l.includes('sign-in'));
          expect(lines).toHaveLength(1);
          expect(lines[0]).toContain(`provider status ${c.providerStatus}`);
        }
        fake.failSignIns(null);
        setEnv(env);
      }
      const wrong = await signIn({ ...ADMIN, password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).code).toBe('invalid_credentials');
      expect((await signIn(ADMIN)).status).toBe(200);
    } finally {
      fake.failSignIns(null);
      setEnv(env);
      logged.mockRestore();
    }
  });

  it('logout revokes the session at GoTrue, so the token stops working at once', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const out = await callFunction(
      logout,
      new Request('http://localhost/api/logout', authed(token, { method: 'POST' })),
    );
    expect(out.status).toBe(200);
    const call = fake.requests.findLast((r) => r.path === '/auth/v1/logout')!;
    expect(call.headers.apikey).toBe(fake.secretKey);
    expect((await me(token)).status).toBe(401);
  });

  const step = (name: 'check' | 'confirm', body: unknown) =>
    reset(
      new Request(`http://localhost/api/password-reset/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      functionContext({ step: name }),
    );
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
  const passwordChanges = () =>
    fake.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/auth/v1/admin/users/')).length;

  it('password reset: Supabase sends the e-mail with the /admin?reset=1 redirect; confirm sets the password and ends sessions', async () => {
    const { token: before } = (await (await signIn(ADMIN)).json()) as { token: string };
    const res = await post(reset, '/api/password-reset', { email: ADMIN.email, language: 'nl' });
    expect(res.status).toBe(202);
    const unknown = await post(reset, '/api/password-reset', { email: 'nobody@example.be' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await res.json());
    const recover = fake.requests.find((r) => r.path === '/auth/v1/recover')!;
    expect(recover.query.get('redirect_to')).toBe('http://localhost:8888/admin?reset=1');

    expect((await step('confirm', { token: 'garbage-token-value', password: 'a new long password' })).status).toBe(422);
    const link = fake.recoveryLink(ADMIN.email);
    expect((await step('confirm', { token: link.tokenHash, password: 'short' })).status).toBe(422);
    // the e-mail's token hash, verified as a recovery and used once
    expect((await step('confirm', { token: link.tokenHash, password: 'the new owner password' })).status).toBe(200);
    const verify = fake.requests.findLast((r) => r.path === '/auth/v1/verify')!;
    expect(JSON.parse(verify.body.toString('utf8'))).toMatchObject({ token_hash: link.tokenHash, type: 'recovery' });
    expect((await me(before)).status).toBe(401);
    expect((await signIn(ADMIN)).status).toBe(401);
    expect((await signIn({ ...ADMIN, password: 'the new owner password' })).status).toBe(200);
    expect((await step('confirm', { token: link.tokenHash, password: 'and once more please' })).status).toBe(422);
    ADMIN.password = 'the new owner password';
  });

  it('password reset: a session access token, even a recovery one from a bare link, sets no password', async () => {
    const { token: session } = (await (await signIn(ADMIN)).json()) as { token: string };
    const bareRecovery = fake.recoveryLink(ADMIN.email).accessToken; // what Supabase's default template links with
    const changes = passwordChanges();
    for (const token of [session, bareRecovery]) {
      const check = await step('check', { token });
      expect(check.status).toBe(422);
      expect(await codeOf(check)).toBe('invalid_reset_token');
      const confirm = await step('confirm', { token, password: 'chosen by whoever stole it' });
      expect(confirm.status).toBe(422);
      expect(await codeOf(confirm)).toBe('invalid_reset_token');
    }
    // nor a ticket sealed by anyone but this server
    const forged = `rt1~${Math.floor(Date.now() / 1000) + 600}~${session}~${'A'.repeat(43)}`;
    expect((await step('confirm', { token: forged, password: 'chosen by whoever stole it' })).status).toBe(422);
    expect(passwordChanges()).toBe(changes);
    expect((await signIn({ ...ADMIN, password: 'chosen by whoever stole it' })).status).toBe(401);
    expect((await me(session)).status).toBe(200);
  });

  it('password reset: the check exchanges the token hash once for a ticket, which confirm takes once', async () => {
    const link = fake.recoveryLink(ADMIN.email);
    const exchanged = await step('check', { token: link.tokenHash });
    expect(exchanged.status).toBe(200);
    const checked = (await exchanged.json()) as { email: string; token: string };
    expect(checked.email).toBe(ADMIN.email);
    expect(checked.token).toMatch(/^rt1~/);
    // the hash is spent: the page goes on with the ticket it gave (and may check it again on a reload)
    expect(await codeOf(await step('check', { token: link.tokenHash }))).toBe('invalid_reset_token');
    expect((await step('check', { token: checked.token })).status).toBe(200);
    const done = await step('confirm', { token: checked.token, password: 'chosen after the check' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: ADMIN.email });
    // every session ended, the recovery one included: the ticket is spent
    const again = await step('confirm', { token: checked.token, password: 'a second time over' });
    expect(again.status).toBe(422);
    expect(await codeOf(again)).toBe('invalid_reset_token');
    expect((await signIn({ ...ADMIN, password: 'chosen after the check' })).status).toBe(200);
    ADMIN.password = 'chosen after the check';
  });
});

describe('Supabase Storage adapter', () => {
  it('stores the WebP widths of a new product in the bucket, and removes them with the product', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const res = await products(
      new Request(
        'http://localhost/api/products',
        formInit(token, 'POST', await productForm({}, [file(await pngBytes(), 'a.png')])),
      ),
      functionContext(),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const product = (await res.json()) as { id: number; images: { path: string; url: string }[] };
    const keys = [...fake.objects.keys()].filter((k) => k.startsWith(`product-images/products/${product.id}/`));
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(fake.objects.get(key)!.contentType).toBe('image/webp');
    expect(product.images[0]!.url).toBe(
      `${fake.url}/storage/v1/object/public/product-images/${product.images[0]!.path}`,
    );
    const uploads = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/storage/v1/object/product-images/'),
    );
    expect(uploads.every((r) => r.headers.authorization === `Bearer ${fake.secretKey}`)).toBe(true);

    const del = await products(
      new Request(`http://localhost/api/products/${product.id}`, authed(token, { method: 'DELETE' })),
      functionContext({ id: String(product.id) }),
    );
    expect(del.status).toBe(200);
    expect([...fake.objects.keys()].filter((k) => k.startsWith(`product-images/products/${product.id}/`))).toEqual([]);
  });

  it('surfaces a refusal of the storage API as an error', async () => {
    const storage = supabaseStorage(supabaseBucket(fake.url, 'sb_secret_wrong_key', 'product-images'));
    await expect(storage.put('products/1/x-800.webp', new Uint8Array([1, 2, 3]), 'image/webp')).rejects.toThrow(
      /Storage upload failed/,
    );
  });
});

describe('Supabase Storage adapter: direct uploads to the private staging bucket', () => {
  const STAGING = 'product-images-staging';
  type Ticket = { key: string; url: string; headers: Record<string, string> };
  const staged = () => [...fake.objects.keys()].filter((k) => k.startsWith(`${STAGING}/`));

  async function tickets(token: string, files: { name: string; type: string; bytes: Uint8Array }[]): Promise<Ticket[]> {
    const res = await uploads(
      new Request(
        'http://localhost/api/admin/uploads',
        jsonInit(token, 'POST', { files: files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length })) }),
      ),
      functionContext(),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { uploads: Ticket[] }).uploads;
  }

  /** The browser's PUT: the file's bytes and type, no API key, no admin token. */
  const browserPut = (ticket: Ticket, bytes: Uint8Array) =>
    fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: Buffer.from(bytes) });

  async function createWith(token: string, keys: string[]) {
    const form = await productForm({}, []);
    keys.forEach((key, i) => form.set(`images[${i}]`, key));
    const res = await products(
      new Request('http://localhost/api/products', formInit(token, 'POST', form)),
      functionContext(),
    );
    return {
      status: res.status,
      body: (await res.json()) as { id: number; images: unknown[]; errors: Record<string, string[]> },
    };
  }

  it('a 5 MB PNG: upload URL signed with the secret key, PUT by the browser without any key, then checked, published and unstaged', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const png = await fiveMegabytePng();
    const [ticket] = await tickets(token, [{ name: 'flacon.png', type: 'image/png', bytes: png }]);
    expect(ticket!.url).toMatch(
      new RegExp(`^${fake.url}/storage/v1/object/upload/sign/${STAGING}/${ticket!.key}\\?token=`),
    );
    const signing = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/storage/v1/object/upload/sign/${STAGING}/${ticket!.key}`,
    )!;
    expect(signing.headers.authorization).toBe(`Bearer ${fake.secretKey}`);

    const put = await browserPut(ticket!, png);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await put.json()).toEqual({ Key: `${STAGING}/${ticket!.key}` });
    const sent = fake.requests.findLast((r) => r.method === 'PUT')!;
    expect([sent.headers.apikey, sent.headers.authorization]).toEqual([undefined, undefined]);
    expect(fake.objects.get(`${STAGING}/${ticket!.key}`)!.bytes.length).toBe(png.length);

    const { status, body } = await createWith(token, [ticket!.key]);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.images).toHaveLength(1);
    expect([...fake.objects.keys()].filter((k) => k.startsWith(`product-images/products/${body.id}/`))).toHaveLength(3);
    const download = fake.requests.findLast(
      (r) => r.method === 'GET' && r.path === `/storage/v1/object/${STAGING}/${ticket!.key}`,
    )!;
    expect(download.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(staged()).toEqual([]);
  });

  it('three 4 MB JPEGs at once, one of them sent with supabase-js uploadToSignedUrl', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const jpegs = [await fourMegabyteJpeg(), await fourMegabyteJpeg(), await fourMegabyteJpeg()];
    const list = await tickets(
      token,
      jpegs.map((bytes, i) => ({ name: `vue-${i}.jpg`, type: 'image/jpeg', bytes })),
    );
    expect((await browserPut(list[0]!, jpegs[0]!)).status).toBe(200);
    expect((await browserPut(list[1]!, jpegs[1]!)).status).toBe(200);
    const browserClient = createClient(fake.url, fake.publishableKey, { auth: { persistSession: false } }).storage.from(
      STAGING,
    );
    const signedToken = new URL(list[2]!.url).searchParams.get('token')!;
    const { error } = await browserClient.uploadToSignedUrl(list[2]!.key, signedToken, jpegs[2]!, {
      contentType: 'image/jpeg',
    });
    expect(error).toBeNull();
    expect(staged()).toHaveLength(3);
    const { status, body } = await createWith(
      token,
      list.map((t) => t.key),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.images).toHaveLength(3);
    expect(staged()).toEqual([]);
  });

  it('refuses a staged polyglot with its field named and removes it from the bucket; a file that never arrived is named too', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const polyglot = Buffer.concat([Buffer.from(await jpegBytes()), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const [bad, missing] = await tickets(token, [
      { name: 'photo.jpg', type: 'image/jpeg', bytes: polyglot },
      { name: 'jamais.png', type: 'image/png', bytes: await pngBytes() },
    ]);
    expect((await browserPut(bad!, polyglot)).status).toBe(200);
    const refused = await createWith(token, [bad!.key]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors['images[0]']?.[0]).toMatch(/« photo\.jpg ».*polyglotte/);
    expect(staged()).toEqual([]);
    // Storage answers a missing object with HTTP 400 and statusCode "404": the file is named, not a 500
    const lost = await createWith(token, [missing!.key]);
    expect(lost.status).toBe(422);
    expect(lost.body.errors['images[0]']).toEqual([
      "L'image « jamais.png » n'est pas arrivée dans le stockage : choisissez-la à nouveau.",
    ]);
  });

  it('the hourly prune lists the staging bucket and removes what is older than 3 hours', async () => {
    const { token } = (await (await signIn(ADMIN)).json()) as { token: string };
    const bytes = await pngBytes();
    const [old, fresh] = await tickets(token, [
      { name: 'a.png', type: 'image/png', bytes },
      { name: 'b.png', type: 'image/png', bytes },
    ]);
    for (const ticket of [old!, fresh!]) expect((await browserPut(ticket, bytes)).status).toBe(200);
    fake.objects.get(`${STAGING}/${old!.key}`)!.createdAt = new Date(Date.now() - 4 * 60 * 60 * 1000);
    const res = await callFunction(
      prune,
      new Request('http://localhost/.netlify/functions/prune-staged-uploads', { method: 'POST' }),
    );
    expect(res.status).toBe(200);
    expect(staged()).toEqual([`${STAGING}/${fresh!.key}`]);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/storage/v1/object/list/${STAGING}`)).toBe(
      true,
    );
  });
});
