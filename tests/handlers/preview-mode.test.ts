// A Deploy Preview or branch deploy (Netlify's context.deploy.context) without its own services serves
// the catalog read-only: an order, a sign-in or a contact message is refused with 503
// `preview_read_only` and nothing is written; the owner's PREVIEW_WRITES=on (the preview has its own
// database and test keys) lets it work; links are built from the deploy's own address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import authLogin from '../../netlify/functions/auth-login.mts';
import contact from '../../netlify/functions/contact.mts';
import ordersCreate from '../../netlify/functions/orders-create.mts';
import withdrawals from '../../netlify/functions/withdrawals.mts';
import { parseEnv } from '../../src/server/config/env.ts';
import { getSql } from '../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase } from '../support/database.ts';
import { freshIp } from '../support/function-context.ts';
import { overrideEnv } from './orders/env-override.ts';
import { createProduct, orderBody, scalarRow } from './orders/order-helpers.ts';

const inContext = (deploy: string) => ({
  ip: freshIp(),
  params: {},
  deploy: { context: deploy, id: 'x', published: false },
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const orderCount = async () => (await scalarRow<{ n: number }>('select count(*)::int as n from public.orders')).n;

let restore = () => {};
beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});
afterEach(() => {
  restore();
  restore = () => {};
});

describe('a read-only preview', () => {
  it('refuses an order, a sign-in and a message with 503 preview_read_only; nothing is written', async () => {
    const product = await createProduct({ stock: 3 });
    const order = orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'bank-transfer' });
    for (const deploy of ['deploy-preview', 'branch-deploy']) {
      const refused = await ordersCreate(
        post('/api/orders', order, { 'idempotency-key': crypto.randomUUID() }),
        inContext(deploy) as never,
      );
      expect(refused.status).toBe(503);
      expect((await refused.json()).code).toBe('preview_read_only');
    }
    const login = await authLogin(
      post('/api/login', { email: 'a@b.be', password: 'whatever it is' }),
      inContext('deploy-preview') as never,
    );
    expect((await login.json()).code).toBe('preview_read_only');
    const message = await contact(post('/api/contact', {}), inContext('deploy-preview') as never);
    expect((await message.json()).code).toBe('preview_read_only');
    const withdrawal = await withdrawals(post('/api/withdrawals', {}), inContext('deploy-preview') as never);
    expect((await withdrawal.json()).code).toBe('preview_read_only');
    expect(await orderCount()).toBe(0);
    const stock = await getSql()`select stock from public.products where id = ${product}`;
    expect(stock[0]?.stock).toBe(3);
  });

  it('works in full when the owner gave the preview its own services (PREVIEW_WRITES=on), and in production', async () => {
    const product = await createProduct({ stock: 3 });
    const order = () => orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'bank-transfer' });
    restore = overrideEnv({ PREVIEW_WRITES: 'on' });
    const own = await ordersCreate(
      post('/api/orders', order(), { 'idempotency-key': crypto.randomUUID() }),
      inContext('deploy-preview') as never,
    );
    expect(own.status).toBe(201);
    restore();
    restore = () => {};
    const live = await ordersCreate(
      post('/api/orders', order(), { 'idempotency-key': crypto.randomUUID() }),
      inContext('production') as never,
    );
    expect(live.status).toBe(201);
  });

  it("builds its links from the deploy's own address (DEPLOY_PRIME_URL), production from its own", () => {
    const base = {
      DATABASE_URL: 'postgres://u@h/db',
      URL: 'https://maison.be',
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--maison.netlify.app',
    };
    expect(parseEnv({ ...base, CONTEXT: 'deploy-preview' }).siteUrl).toBe(
      'https://deploy-preview-7--maison.netlify.app',
    );
    expect(parseEnv({ ...base, CONTEXT: 'branch-deploy' }).siteUrl).toBe(
      'https://deploy-preview-7--maison.netlify.app',
    );
    expect(parseEnv({ ...base, CONTEXT: 'production' }).siteUrl).toBe('https://maison.be');
  });
});
