// Order access tokens stay out of every URL a server sees: the shopper's order API takes the token in
// the X-Order-Token header; the thank-you links (e-mails, payment return redirects) carry it in the
// fragment; the return URLs given to payment providers carry a one-use, short-lived reference.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkoutOrderPayment from '../../../netlify/functions/checkout-order-payment.mts';
import checkoutOrderRead from '../../../netlify/functions/checkout-order-read.mts';
import paymentCancelled from '../../../netlify/functions/payment-cancelled.mts';
import paymentReturn from '../../../netlify/functions/payment-return.mts';
import testGateway from '../../../src/local/functions/test-gateway.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { overrideEnv } from './env-override.ts';
import { startFakeServer, type FakeServer } from './http-fakes.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import type { PaymentMethod } from '../../../src/domain/vocabulary/payment-method.ts';

interface Placed {
  order: { id: number; number: string };
  accessToken: string;
  payment: { type: string; url?: string };
}

const call = (handler: FunctionHandler, req: Request, params: Record<string, string> = {}) =>
  callFunction(handler, req, functionContext(params));

async function place(method: PaymentMethod, language: Language = 'en'): Promise<Placed> {
  const product = await createProduct({ stock: 10, priceCents: 9000 });
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: method, language }));
  expect(res.status).toBe(201);
  return (await res.json()) as Placed;
}

const read = (id: number, headers: Record<string, string> = {}, query = '') =>
  call(checkoutOrderRead, new Request(`http://localhost/api/checkout/orders/${id}${query}`, { headers }), {
    id: String(id),
  });
const payAgain = (id: number, headers: Record<string, string>) =>
  call(
    checkoutOrderPayment,
    new Request(`http://localhost/api/checkout/orders/${id}/payment`, { method: 'POST', headers }),
    { id: String(id) },
  );

/** The test gateway's Cancel button: the cancel URL the provider was given. */
async function cancelUrlOf(p: Placed): Promise<string> {
  const sessionId = p.payment.url!.split('/').pop()!;
  const res = await call(
    testGateway,
    new Request(p.payment.url!, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) }),
    { sessionId },
  );
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** Where a return URL sends the browser: the thank-you page, and what its fragment says. */
async function followReturn(handler: FunctionHandler, returnUrl: string) {
  const res = await call(handler, new Request(returnUrl));
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** Every URL of a text (an e-mail's HTML or text, a page), the HTML entities of attributes decoded. */
function urlsIn(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).map(
    (u) => new URL(u.replace(/&amp;/g, '&').replace(/[).,;]+$/, '')),
  );
}

/** The part of a URL a server receives and logs: path and query (never the fragment). */
const sentToServer = (url: URL) => decodeURIComponent(`${url.pathname}${url.search}`);

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});

describe('the shopper order API takes the token in the X-Order-Token header', () => {
  it('reads the order with the header; without it 401 naming it, with a wrong one 404, and never from the query', async () => {
    const p = await place('bank-transfer');
    const other = await place('bank-transfer');
    const ok = await read(p.order.id, { 'X-Order-Token': p.accessToken });
    expect(ok.status).toBe(200);
    expect((await ok.json()).order).toMatchObject({ id: p.order.id, number: p.order.number });

    const missing = await read(p.order.id);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({
      code: 'order_token_required',
      errors: { 'X-Order-Token': [expect.any(String)] },
    });
    // the query form is not read any more: the token there would be in every log on the way
    expect((await read(p.order.id, {}, `?token=${encodeURIComponent(p.accessToken)}`)).status).toBe(401);
    const flipped = p.accessToken.slice(0, -1) + (p.accessToken.endsWith('A') ? 'B' : 'A');
    for (const token of ['x', flipped, other.accessToken, 'y'.repeat(300)])
      expect((await read(p.order.id, { 'X-Order-Token': token })).status).toBe(404);
    // an unknown order answers like a wrong token
    expect((await read(999_999, { 'X-Order-Token': p.accessToken })).status).toBe(404);
  });

  it('starts the payment again with the header only', async () => {
    const p = await place('credit-card');
    expect((await payAgain(p.order.id, {})).status).toBe(401);
    expect((await payAgain(p.order.id, { 'X-Order-Token': 'not-the-token' })).status).toBe(404);
    const again = await payAgain(p.order.id, { 'X-Order-Token': p.accessToken });
    expect(again.status).toBe(200);
    expect((await again.json()).payment).toEqual({ type: 'redirect', provider: 'test', url: p.payment.url });
  });
});

describe('the return URLs given to a payment provider', () => {
  it('carry a reference that leads to the order page once, with the token in the fragment only', async () => {
    const p = await place('credit-card', 'nl');
    const cancelUrl = await cancelUrlOf(p);
    expect(new URL(cancelUrl).pathname).toBe('/api/payments/cancelled');
    expect(new URL(cancelUrl).searchParams.get('ref')).toMatch(/^[\w-]{43}$/);
    expect(cancelUrl).not.toContain(p.accessToken);

    const first = await followReturn(paymentCancelled, cancelUrl);
    expect(first.location.pathname).toBe('/nl/thank-you');
    expect(first.location.search).toBe('');
    expect(Object.fromEntries(first.fragment)).toEqual({
      order: String(p.order.id),
      token: p.accessToken,
      payment: 'cancelled',
    });

    // the same URL again (a log, a browser's history): the order's page says it was used, without the token
    const second = await followReturn(paymentCancelled, cancelUrl);
    expect(second.location.pathname).toBe('/nl/thank-you');
    expect(Object.fromEntries(second.fragment)).toEqual({ order: String(p.order.id), link: 'used' });
    const outcomes = await getSql().unsafe<{ outcome: string }[]>(
      'select outcome from public.payment_events where order_id = $1',
      [p.order.id],
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['cancelled']);

    // sent to the provider's page again (the token holder's "pay again"): one more way back, the same URL
    expect((await payAgain(p.order.id, { 'X-Order-Token': p.accessToken })).status).toBe(200);
    const success = new URL(cancelUrl.replace('/api/payments/cancelled', '/api/payments/return'));
    success.searchParams.set('payment', 'declined');
    const back = await followReturn(paymentReturn, success.href);
    expect(Object.fromEntries(back.fragment)).toEqual({
      order: String(p.order.id),
      token: p.accessToken,
      payment: 'declined',
    });
    expect(Object.fromEntries((await followReturn(paymentCancelled, cancelUrl)).fragment)).toEqual({
      order: String(p.order.id),
      link: 'used',
    });
  });

  it('refuses an expired reference, and an unknown or malformed one', async () => {
    const p = await place('credit-card', 'fr');
    const cancelUrl = await cancelUrlOf(p);
    const [row] = await getSql().unsafe<{ minutes: number }[]>(
      `select extract(epoch from (expires_at - now())) / 60 as minutes from public.payment_return_refs where order_id = $1`,
      [p.order.id],
    );
    // the card hold (60 minutes) and a quarter of an hour for a late payer: short-lived
    expect(Number(row!.minutes)).toBeGreaterThan(70);
    expect(Number(row!.minutes)).toBeLessThan(80);
    await getSql().unsafe(
      `update public.payment_return_refs set expires_at = now() - interval '1 second' where order_id = $1`,
      [p.order.id],
    );
    const expired = await followReturn(paymentCancelled, cancelUrl);
    expect(expired.location.pathname).toBe('/thank-you');
    expect(Object.fromEntries(expired.fragment)).toEqual({ order: String(p.order.id), link: 'expired' });
    expect(await getSql().unsafe('select 1 from public.payment_events where order_id = $1', [p.order.id])).toHaveLength(
      0,
    );

    for (const ref of ['A'.repeat(43), 'short', '', `${'B'.repeat(42)}%2F`]) {
      const unknown = await followReturn(paymentReturn, `http://localhost/api/payments/return?ref=${ref}`);
      expect(unknown.location.pathname).toBe('/thank-you');
      expect(Object.fromEntries(unknown.fragment)).toEqual({ link: 'invalid' });
    }
  });
});

describe('no order token in any URL path or query the shop builds', () => {
  let stripe: FakeServer;
  let paypal: FakeServer;
  let restore: () => void;
  beforeAll(async () => {
    stripe = await startFakeServer((req) => {
      const id = `cs_test_${new URLSearchParams(req.body).get('client_reference_id')}`;
      return { status: 200, body: { id, url: `https://checkout.stripe.test/c/pay/${id}` } };
    });
    paypal = await startFakeServer((req) => {
      if (req.path === '/v1/oauth2/token')
        return { status: 200, body: { access_token: 'A21AAFake', expires_in: 32400 } };
      const id = `PAYPAL${JSON.parse(req.body).purchase_units[0].custom_id}`;
      return {
        status: 200,
        body: { id, links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }] },
      };
    });
    restore = overrideEnv({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: paypal.url,
    });
  });
  afterAll(async () => {
    restore();
    await Promise.all([stripe.close(), paypal.close()]);
  });

  it('in the e-mails, the return URLs providers are given and where they lead', async () => {
    await getSql().unsafe('update public.shop_settings set paypal_enabled = true');
    const bank = await place('bank-transfer', 'fr');
    const card = await place('credit-card', 'en');
    const payPal = await place('paypal', 'nl');
    const tokens = [bank, card, payPal].map((p) => p.accessToken);
    // every e-mail an order gets: confirmation and transfer instructions, paid, shipped, cancelled
    await changeOrderStatus(bank.order.id, 'paid', 'admin');
    await changeOrderStatus(bank.order.id, 'shipped', 'admin');
    await changeOrderStatus(card.order.id, 'paid', 'admin');
    await changeOrderStatus(payPal.order.id, 'cancelled', 'admin');

    const stripeForm = new URLSearchParams(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!.body);
    const context = JSON.parse(paypal.requests.find((r) => r.path === '/v2/checkout/orders')!.body).payment_source
      .paypal.experience_context;
    const providerUrls = [
      stripeForm.get('success_url')!,
      stripeForm.get('cancel_url')!,
      context.return_url,
      context.cancel_url,
    ].map((u: string) => new URL(u));
    for (const url of providerUrls) expect(url.searchParams.get('ref')).toMatch(/^[\w-]{43}$/);
    // where they lead: the order's page, the token in the fragment
    const leads = [await followReturn(paymentReturn, stripeForm.get('success_url')!)];
    expect(leads[0]!.fragment.get('token')).toBe(card.accessToken);

    const mails = await getSql().unsafe<
      { order_id: number | null; recipient: string; html: string; text_body: string }[]
    >('select order_id, recipient, html, text_body from public.outgoing_emails order by id');
    expect(mails.length).toBeGreaterThanOrEqual(9);
    const mailUrls = mails.flatMap((m) => [...urlsIn(m.html), ...urlsIn(m.text_body)]);
    const all = [...providerUrls, ...leads.map((l) => l.location), ...mailUrls];
    for (const url of all) for (const token of tokens) expect(sentToServer(url), url.href).not.toContain(token);

    // and every e-mail to a shopper still opens the order: its link holds the token, in the fragment
    const byOrder = new Map([bank, card, payPal].map((p) => [p.order.id, p.accessToken]));
    const shopperMails = mails.filter((m) => m.recipient === 'camille@example.be');
    expect(shopperMails.length).toBeGreaterThanOrEqual(6);
    for (const m of shopperMails) {
      const token = byOrder.get(Number(m.order_id))!;
      expect(urlsIn(m.html).some((u) => new URLSearchParams(u.hash.slice(1)).get('token') === token)).toBe(true);
      expect(urlsIn(m.text_body).some((u) => new URLSearchParams(u.hash.slice(1)).get('token') === token)).toBe(true);
    }
  });
});
