// The public API answers what its contract (src/contract/*.ts) says, on the demo shop: every answer
// of every public endpoint parses with its answer schema and holds no field the schema does not
// declare; every refusal is the one error body {error, code, errors?, product?} with the status the
// rule of src/contract/errors.ts gives it (400 unreadable, 422 refused values naming each field, ...).
// The clients validate the same answers with the same schemas, so a change on one side fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import authLogin from '../../netlify/functions/auth-login.mts';
import authLogout from '../../netlify/functions/auth-logout.mts';
import passwordReset from '../../netlify/functions/auth-password-reset.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import categoriesRead from '../../netlify/functions/categories-read.mts';
import orderPayment from '../../netlify/functions/checkout-order-payment.mts';
import orderRead from '../../netlify/functions/checkout-order-read.mts';
import checkoutQuote from '../../netlify/functions/checkout-quote.mts';
import contact from '../../netlify/functions/contact.mts';
import newsletter from '../../netlify/functions/newsletter.mts';
import newsletterConfirm from '../../netlify/functions/newsletter-confirm.mts';
import backInStock from '../../netlify/functions/back-in-stock.mts';
import backInStockLinks from '../../netlify/functions/back-in-stock-links.mts';
import adminBackInStock from '../../netlify/functions/admin-back-in-stock.mts';
import createOrder from '../../netlify/functions/orders-create.mts';
import paymentsWebhook from '../../netlify/functions/payments-webhook.mts';
import productsRead from '../../netlify/functions/products-read.mts';
import promoCodesRead from '../../netlify/functions/promo-codes-read.mts';
import settingsRead from '../../netlify/functions/settings-read.mts';
import {
  loginAnswerSchema,
  authUserSchema,
  logoutAnswerSchema,
  resetCheckAnswerSchema,
  resetConfirmAnswerSchema,
  resetSentAnswerSchema,
} from '../../src/contract/auth.ts';
import { categoryListSchema, categorySchema, productListSchema, productSchema } from '../../src/contract/catalog.ts';
import { checkoutQuoteSchema } from '../../src/contract/checkout.ts';
import { contactAnswerSchema } from '../../src/contract/contact.ts';
import { errorBodySchema, type ErrorCode } from '../../src/contract/errors.ts';
import { newsletterAnswerSchema } from '../../src/contract/newsletter.ts';
import { backInStockAnswerSchema } from '../../src/contract/back-in-stock.ts';
import { waitingShoppersSchema } from '../../src/contract/admin/back-in-stock.ts';
import {
  orderPaymentAnswerSchema,
  placedOrderSchema,
  shopperOrderAnswerSchema,
  type PlacedOrder,
} from '../../src/contract/orders.ts';
import { webhookAnswerSchema } from '../../src/contract/payments.ts';
import { promoCodeAnswerSchema } from '../../src/contract/promo.ts';
import { publicSettingsSchema } from '../../src/contract/settings.ts';
import { getSql } from '../../src/server/db/client.ts';
import { listOutbox } from '../../src/server/mail/local-mailbox.ts';
import { signPayload } from '../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../src/server/payments/providers/test-gateway.ts';
import { functionContext, type FunctionHandler } from '../support/function-context.ts';
import { ADMIN } from './admin/helpers.ts';
import { openDemoShop } from './demo-shop.ts';

interface Call {
  method?: string;
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

function call(
  handler: FunctionHandler,
  url: string,
  { method = 'GET', params = {}, body, headers = {} }: Call = {},
): Promise<Response> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return handler(new Request(`http://localhost${url}`, init), functionContext(params));
}

/** The answer, parsed by its schema: the status expected, no issue, and nothing the schema leaves out. */
async function answer<S extends z.ZodType>(res: Response, status: number, schema: S): Promise<z.infer<S>> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) expect.fail(`${text.slice(0, 300)}\n${JSON.stringify(parsed.error.issues, null, 1)}`);
  // zod drops the keys a schema does not declare: equal means the answer holds none
  expect(parsed.data).toEqual(body);
  return parsed.data;
}

/** An error answer: the one error body, with this status and code (and the fields it names). */
async function refusal(res: Response, status: number, code: ErrorCode, fields: string[] = []) {
  const body = await answer(res, status, errorBodySchema);
  expect(body.code).toBe(code);
  expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
  return body;
}

const CUSTOMER = {
  firstName: 'Camille',
  lastName: 'Dupont',
  email: 'camille@example.be',
  address: 'Rue Haute 1',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'BE',
};
let productId = 0;
let keySeq = 0;

function placeOrder(body: Record<string, unknown>): Promise<Response> {
  keySeq += 1;
  return call(createOrder, '/api/orders', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': `contract-test-${keySeq}-${Date.now()}` },
  });
}

const orderOf = (paymentMethod: string, extra: Record<string, unknown> = {}) => ({
  items: [{ product_id: productId, quantity: 1 }],
  customer: CUSTOMER,
  paymentMethod,
  language: 'fr',
  ...extra,
});

let closeShop: () => Promise<void>;

beforeAll(async () => {
  closeShop = await openDemoShop();
  const [product] = await getSql()<
    { id: number }[]
  >`select id from public.products where stock > 5 order by id limit 1`;
  if (!product) throw new Error('the demo shop has no product in stock');
  productId = product.id;
});

afterAll(() => closeShop());

describe('the catalog, settings and promo codes', () => {
  it('answer products and categories as the catalog contract says', async () => {
    const products = await answer(await call(productsRead, '/api/products?lang=en'), 200, productListSchema);
    expect(products.length).toBeGreaterThan(0);
    expect(products.some((p) => p.images.length > 0)).toBe(true);
    await answer(await call(productsRead, '/api/products?is_hero=1'), 200, productListSchema);
    await answer(
      await call(productsRead, `/api/products/${productId}?lang=nl`, { params: { id: String(productId) } }),
      200,
      productSchema,
    );
    const categories = await answer(await call(categoriesRead, '/api/categories'), 200, categoryListSchema);
    const counted = await answer(
      await call(categoriesRead, '/api/categories/with-product-count', { params: { id: 'with-product-count' } }),
      200,
      categoryListSchema,
    );
    expect(counted.every((c) => typeof c.products_count === 'number')).toBe(true);
    const first = categories[0];
    if (!first) throw new Error('the demo shop has no category');
    await answer(
      await call(categoriesRead, `/api/categories/${first.id}`, { params: { id: String(first.id) } }),
      200,
      categorySchema,
    );
  });

  it('answer the public settings and an active promo code', async () => {
    const settings = await answer(await call(settingsRead, '/api/settings'), 200, publicSettingsSchema);
    expect(Object.keys(settings.payments).sort()).toEqual(['bankTransfer', 'card', 'paypal']);
    await answer(
      await call(promoCodesRead, '/api/promo-codes/WELCOME10', { params: { code: 'WELCOME10' } }),
      200,
      promoCodeAnswerSchema,
    );
  });

  it('refuse with the one error body: 400 for an unreadable id or language, 404 for nothing there', async () => {
    await refusal(await call(productsRead, '/api/products/abc', { params: { id: 'abc' } }), 400, 'invalid_id', ['id']);
    await refusal(await call(productsRead, '/api/products?lang=de'), 400, 'bad_request', ['lang']);
    await refusal(await call(productsRead, '/api/products/999999', { params: { id: '999999' } }), 404, 'not_found');
    await refusal(await call(promoCodesRead, '/api/promo-codes/nope', { params: { code: 'nope' } }), 404, 'not_found');
  });
});

describe('the checkout and the shopper order', () => {
  let bankOrder: PlacedOrder;

  it('answers a quote, a placed order (card and bank transfer), its reading and paying again', async () => {
    const quote = await answer(
      await call(checkoutQuote, '/api/checkout/quote', {
        method: 'POST',
        body: { items: [{ product_id: productId, quantity: 2 }], country: 'FR', promoCode: 'welcome10' },
      }),
      200,
      checkoutQuoteSchema,
    );
    // typed in lower case, answered as the seed's admin wrote it
    expect(quote.promoCode).toBe('WELCOME10');
    bankOrder = await answer(await placeOrder(orderOf('bank-transfer')), 201, placedOrderSchema);
    expect(bankOrder.payment.type).toBe('bank-transfer');
    expect(bankOrder.order.bankTransfer).not.toBeNull();
    const card = await answer(
      await placeOrder(orderOf('credit-card', { promoCode: 'welcome10' })),
      201,
      placedOrderSchema,
    );
    expect(card.payment.type).toBe('redirect');
    const token = { 'x-order-token': card.accessToken };
    const params = { id: String(card.order.id) };
    await answer(
      await call(orderRead, `/api/checkout/orders/${card.order.id}`, { params, headers: token }),
      200,
      shopperOrderAnswerSchema,
    );
    await answer(
      await call(orderPayment, `/api/checkout/orders/${card.order.id}/payment`, {
        method: 'POST',
        params,
        headers: token,
      }),
      200,
      orderPaymentAnswerSchema,
    );
    const switched = await answer(
      await call(orderPayment, `/api/checkout/orders/${card.order.id}/payment`, {
        method: 'POST',
        params,
        headers: token,
        body: { paymentMethod: 'bank-transfer' },
      }),
      200,
      orderPaymentAnswerSchema,
    );
    expect(switched.payment.type).toBe('bank-transfer');
  });

  it("answers a provider's verified webhook", async () => {
    const card = await answer(await placeOrder(orderOf('credit-card')), 201, placedOrderSchema);
    if (card.payment.type !== 'redirect') throw new Error('a card order goes to the provider');
    const sessionId = card.payment.url.split('/').pop() ?? '';
    const body = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, card.order.id, card.order.totalCents));
    const signature = signPayload(process.env.LOCAL_PAYMENT_WEBHOOK_SECRET ?? '', body);
    const paid = await answer(
      await call(paymentsWebhook, '/api/payments/webhook/test', {
        method: 'POST',
        params: { provider: 'test' },
        body,
        headers: { [TEST_SIGNATURE_HEADER]: signature },
      }),
      200,
      webhookAnswerSchema,
    );
    expect(paid.result).toBe('paid');
  });

  it('refuses by the status rule, with a stable code a checkout can show in its own words', async () => {
    const unreadable = call(createOrder, '/api/orders', {
      method: 'POST',
      body: '{',
      headers: { 'idempotency-key': 'contract-unreadable-1' },
    });
    await refusal(await unreadable, 400, 'invalid_json', ['body']);
    await refusal(
      await call(createOrder, '/api/orders', { method: 'POST', body: orderOf('bank-transfer') }),
      400,
      'idempotency_key_required',
      ['Idempotency-Key'],
    );
    await refusal(
      await placeOrder({ ...orderOf('cash'), customer: { ...CUSTOMER, email: 'nope', country: 'US' } }),
      422,
      'validation_failed',
      ['customer.country', 'customer.email', 'paymentMethod'],
    );
    await refusal(await placeOrder(orderOf('bank-transfer', { promoCode: 'nope' })), 422, 'invalid_promo_code', [
      'promoCode',
    ]);
    await refusal(
      await placeOrder(orderOf('bank-transfer', { items: [{ product_id: 999999, quantity: 1 }] })),
      404,
      'unknown_product',
      ['items.0.product_id'],
    );
    const short = await refusal(
      await placeOrder(orderOf('bank-transfer', { items: [{ product_id: productId, quantity: 100 }] })),
      409,
      'insufficient_stock',
      ['items'],
    );
    expect(short.product).toMatchObject({ id: productId });
    const params = { id: String(bankOrder.order.id) };
    await refusal(
      await call(orderRead, `/api/checkout/orders/${bankOrder.order.id}`, { params }),
      401,
      'order_token_required',
      ['X-Order-Token'],
    );
    await refusal(
      await call(orderRead, `/api/checkout/orders/${bankOrder.order.id}`, {
        params,
        headers: { 'x-order-token': 'wrong' },
      }),
      404,
      'not_found',
    );
    const payAgain = (body: unknown) =>
      call(orderPayment, `/api/checkout/orders/${bankOrder.order.id}/payment`, {
        method: 'POST',
        params,
        headers: { 'x-order-token': bankOrder.accessToken },
        body,
      });
    await refusal(await payAgain({ paymentMethod: 'cash' }), 422, 'validation_failed', ['paymentMethod']);
    await refusal(
      await call(checkoutQuote, '/api/checkout/quote', { method: 'POST', body: { items: [], country: 'BE' } }),
      422,
      'validation_failed',
      ['items'],
    );
  });

  it('sees an answer that holds more, or other, than its contract (so a passing run means something)', async () => {
    const settings = (await (await call(settingsRead, '/api/settings')).json()) as Record<string, unknown>;
    const as = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    await expect(answer(as({ ...settings, secret: 'x' }), 200, publicSettingsSchema)).rejects.toThrow();
    await expect(answer(as({ ...settings, shippingFeeCents: '10' }), 200, publicSettingsSchema)).rejects.toThrow();
    await expect(answer(as(settings), 200, publicSettingsSchema)).resolves.toEqual(settings);
  });
});

describe('contact, newsletter and sign-in', () => {
  it('answers a contact message and a subscription, and refuses refused values with 422 naming them', async () => {
    const message = { name: 'Léa', email: 'lea@example.be', subject: 'other', message: 'Bonjour', language: 'fr' };
    await answer(await call(contact, '/api/contact', { method: 'POST', body: message }), 201, contactAnswerSchema);
    await answer(
      await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'lea@example.be' } }),
      202,
      newsletterAnswerSchema,
    );
    await refusal(
      await call(contact, '/api/contact', { method: 'POST', body: { ...message, email: 'x', subject: 'spam' } }),
      422,
      'validation_failed',
      ['email', 'subject'],
    );
    await refusal(
      await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'x' } }),
      422,
      'validation_failed',
      ['email'],
    );
  });

  it("answers a back-in-stock alert and the e-mailed links' POSTs as their contracts say", async () => {
    await answer(
      await call(backInStock, '/api/back-in-stock', {
        method: 'POST',
        body: { productId, email: 'lea@example.be', language: 'nl' },
      }),
      202,
      backInStockAnswerSchema,
    );
    await refusal(
      await call(backInStock, '/api/back-in-stock', {
        method: 'POST',
        body: { productId: 99999999, email: 'lea@example.be' },
      }),
      404,
      'unknown_product',
    );
    await refusal(
      await call(backInStock, '/api/back-in-stock', { method: 'POST', body: { productId: 'x', email: 'x' } }),
      422,
      'validation_failed',
      ['email', 'productId'],
    );
    for (const [handler, path] of [
      [newsletterConfirm, '/api/newsletter/confirm'],
      [backInStockLinks, '/api/back-in-stock/confirm'],
      [backInStockLinks, '/api/back-in-stock/unsubscribe'],
    ] as const) {
      await refusal(await call(handler, path, { method: 'POST', body: { token: 'A'.repeat(43) } }), 404, 'not_found');
      await refusal(await call(handler, path, { method: 'POST', body: {} }), 422, 'validation_failed', ['token']);
    }
    const { token } = await answer(
      await call(authLogin, '/api/login', { method: 'POST', body: ADMIN }),
      200,
      loginAnswerSchema,
    );
    await answer(
      await call(adminBackInStock, '/api/admin/back-in-stock', { headers: { authorization: `Bearer ${token}` } }),
      200,
      waitingShoppersSchema,
    );
  });

  it('answers a sign-in, the current user, a sign-out and a password reset', async () => {
    const { token } = await answer(
      await call(authLogin, '/api/login', { method: 'POST', body: ADMIN }),
      200,
      loginAnswerSchema,
    );
    const bearer = { authorization: `Bearer ${token}` };
    await answer(await call(authUser, '/api/user', { headers: bearer }), 200, authUserSchema);
    await answer(await call(authLogout, '/api/logout', { method: 'POST', headers: bearer }), 200, logoutAnswerSchema);
    await refusal(await call(authUser, '/api/user', { headers: bearer }), 401, 'unauthenticated');
    await refusal(
      await call(authLogin, '/api/login', { method: 'POST', body: { ...ADMIN, password: 'wrong password' } }),
      401,
      'invalid_credentials',
    );
    await refusal(
      await call(authLogin, '/api/login', { method: 'POST', body: { email: 'x', password: '' } }),
      422,
      'validation_failed',
      ['email', 'password'],
    );

    await answer(
      await call(passwordReset, '/api/password-reset', {
        method: 'POST',
        body: { email: ADMIN.email, language: 'en' },
      }),
      202,
      resetSentAnswerSchema,
    );
    const mail = (await listOutbox(process.env.LOCAL_OUTBOX_DIR ?? '')).find((m) => m.to === ADMIN.email);
    const link = /https?:\/\/\S+\/admin\?reset=1#token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const step = (name: string, body: unknown) =>
      call(passwordReset, `/api/password-reset/${name}`, { method: 'POST', params: { step: name }, body });
    const checked = await answer(await step('check', { token: link }), 200, resetCheckAnswerSchema);
    await refusal(await step('confirm', { token: checked.token, password: 'short' }), 422, 'validation_failed', [
      'password',
    ]);
    await answer(
      await step('confirm', { token: checked.token, password: 'a brand new password' }),
      200,
      resetConfirmAnswerSchema,
    );
    await refusal(
      await step('confirm', { token: checked.token, password: 'another new password' }),
      422,
      'reset_token_used',
      ['token'],
    );
    await refusal(await step('check', { token: 'not-a-reset-token' }), 422, 'invalid_reset_token', ['token']);
  });
});
