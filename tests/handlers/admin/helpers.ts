// Sessions, requests and image fixtures for the admin API handler tests.
import sharp from 'sharp';
import loginHandler from '../../../netlify/functions/auth-login.mts';
import { getAuthProvider } from '../../../src/server/auth/index.ts';
import { hashPassword } from '../../../src/server/auth/password-hash.ts';
import { upsertLocalAdmin } from '../../../src/server/auth/local-admins.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { freshIp, functionContext } from '../../support/function-context.ts';

export const ADMIN = { email: 'admin@test.local', password: 'correct horse battery staple' };
export const NON_ADMIN = { email: 'visitor@test.local', password: 'just a signed-up account' };

export { freshIp };

export async function createAccounts(): Promise<void> {
  const sql = getSql();
  await upsertLocalAdmin(sql, ADMIN.email, ADMIN.password);
  await sql`insert into local_auth.users (email, password_hash) values (${NON_ADMIN.email}, ${await hashPassword(NON_ADMIN.password)})
     on conflict (email) do update set password_hash = excluded.password_hash`;
}

/** POST /api/login from the client address `ip` (Netlify's context.ip; a fresh one unless told). */
export async function login(
  credentials: { email: string; password: string },
  ip = freshIp(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return loginHandler(
    new Request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(credentials),
    }),
    functionContext({}, ip),
  );
}

export async function adminToken(): Promise<string> {
  const res = await login(ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The accounts every admin test starts from (the admin and a non-admin), and the admin's token. */
export async function signedInAdmin(): Promise<string> {
  await createAccounts();
  return adminToken();
}

/** A valid session of an account that is not on public.admins (the login endpoint refuses it). */
export async function nonAdminToken(): Promise<string> {
  const session = await getAuthProvider().signIn(NON_ADMIN.email, NON_ADMIN.password);
  if (!session) throw new Error('non-admin sign-in failed');
  return session.token;
}

/** A request's init with the admin session (if any); the client address travels in the context instead. */
export function authed(token: string | null, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

export function jsonInit(token: string | null, method: string, body: unknown): RequestInit {
  return authed(token, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export function formInit(token: string | null, method: string, form: FormData): RequestInit {
  return authed(token, { method, body: form });
}

export async function pngBytes(width = 40, height = 30, color = '#b03060'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
}
export async function jpegBytes(width = 40, height = 30): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#204080' } })
      .jpeg()
      .toBuffer(),
  );
}
export async function gifBytes(width = 40, height = 30): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#208040' } })
      .gif()
      .toBuffer(),
  );
}

export function file(bytes: Uint8Array | string, name: string, type = 'image/png'): File {
  return new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name, { type });
}

export async function productForm(overrides: Record<string, string> = {}, images?: File[]): Promise<FormData> {
  const [{ id: categoryId } = { id: 0 }] = await getSql().unsafe<{ id: number }[]>(
    'select id from public.categories order by id limit 1',
  );
  const form = new FormData();
  const fields = {
    name: 'Ambre Nocturne',
    description: 'Un extrait boisé et ambré.',
    price: '129.90',
    stock: '12',
    size_ml: '50',
    is_flagship: '0',
    gender: 'unisex',
    olfactive_notes: 'Ambre, vanille, santal',
    category_id: String(categoryId),
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const files = images ?? [file(await pngBytes(), 'flacon.png')];
  files.forEach((f, i) => {
    form.set(`images[${i}]`, f);
    form.set(`image_orders[${i}]`, String(i));
  });
  return form;
}

let orderCounter = 0;
/** Places a real order through public.place_order (stock taken), as the checkout would. */
export async function placeTestOrder(
  productId: number,
  quantity: number,
  customer: {
    first_name?: string;
    last_name?: string;
    email?: string;
    language?: string;
    payment_method?: string;
  } = {},
): Promise<number> {
  orderCounter += 1;
  const sql = getSql();
  const [product] = await sql<
    { price_cents: number; name_fr: string; size_ml: number }[]
  >`select price_cents, name_fr, size_ml from public.products where id = ${productId}`;
  const subtotal = product!.price_cents * quantity;
  const total = subtotal + 1000;
  const payload = {
    idempotency_key: `test-order-${Date.now()}-${orderCounter}`,
    request_hash: 'test',
    access_token_hash: 'a'.repeat(64),
    first_name: customer.first_name ?? 'Test',
    last_name: customer.last_name ?? `Client${orderCounter}`,
    email: customer.email ?? `client${orderCounter}@example.be`,
    phone: '+32 470 00 00 00',
    address: 'Rue Neuve 1',
    city: 'Bruxelles',
    postal_code: '1000',
    country: 'BE',
    language: customer.language ?? 'fr',
    payment_method: customer.payment_method ?? 'bank-transfer',
    subtotal_cents: subtotal,
    discount_cents: 0,
    shipping_cents: 1000,
    total_cents: total,
    vat_cents: Math.round((total * 21) / 121),
    vat_rate_bp: 2100,
    promo_code: null,
    actor: 'test',
    items: [
      {
        product_id: productId,
        quantity,
        unit_price_cents: product!.price_cents,
        product_name: product!.name_fr,
        size_ml: product!.size_ml,
      },
    ],
  };
  const [row] = await sql<
    { r: { order_id: number } }[]
  >`select public.place_order(${JSON.stringify(payload)}::text::jsonb) as r`;
  return row!.r.order_id;
}
