// A production shop (SUPABASE_URL set) whose configuration is incomplete
// takes no order it cannot be paid for or cannot tell the shopper about. A payment method that cannot
// take money is not offered (GET /api/settings) and refused BEFORE any order exists (409 naming
// paymentMethod); a missing runtime secret answers 503 service_not_configured naming it; nothing is
// written either way (no order, no stock taken, no e-mail queued).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import subscribe from '../../../netlify/functions/newsletter.mts';
import webhook from '../../../netlify/functions/payments-webhook.mts';
import readSettings from '../../../netlify/functions/settings-read.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { PRODUCTION_ENV_EXTRAS } from '../../support/production-env.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { overrideEnv } from './env-override.ts';
import { createProduct, orderBody, postOrder, scalarRow, stockOf } from './order-helpers.ts';

/** A fresh production deploy: Supabase and the secrets the tests may remove one by one. */
const PRODUCTION = {
  ...PRODUCTION_ENV_EXTRAS,
  SUPABASE_URL: 'https://example.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'pk',
  SUPABASE_SECRET_KEY: 'sk',
};
const NO_PAYMENT_KEYS = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  PAYPAL_CLIENT_ID: undefined,
  PAYPAL_CLIENT_SECRET: undefined,
};

let restore: (() => void) | undefined;
function production(values: Record<string, string | undefined> = {}): void {
  restore = overrideEnv({ ...PRODUCTION, ...NO_PAYMENT_KEYS, ...values });
}

async function written(): Promise<{ orders: number; emails: number }> {
  return scalarRow<{ orders: number; emails: number }>(
    'select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.outgoing_emails) as emails',
  );
}

async function publicPayments(): Promise<Record<string, { enabled: boolean; maintenanceMessage: string | null }>> {
  const res = await callFunction(readSettings, new Request('http://localhost/api/settings'));
  expect(res.status).toBe(200);
  return (await res.json()).payments;
}

beforeEach(async () => {
  await resetDatabase();
  await getSql()
    .unsafe(`update public.shop_settings set card_enabled = true, bank_transfer_enabled = true, paypal_enabled = true,
    bank_transfer_maintenance_message = 'Virement bientôt disponible.'`);
});

afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

describe('payment methods that cannot take money', () => {
  it('a fresh production shop (no bank details, no Stripe or PayPal keys) offers none of them', async () => {
    production();
    const payments = await publicPayments();
    expect(payments.card?.enabled).toBe(false);
    expect(payments.paypal?.enabled).toBe(false);
    expect(payments.bankTransfer).toEqual({ enabled: false, maintenanceMessage: 'Virement bientôt disponible.' });
  });

  it('refuses a bank transfer without holder, IBAN and BIC with 409 naming paymentMethod, before any order exists', async () => {
    production();
    const product = await createProduct({ stock: 3 });
    for (const missing of ['bank_iban', 'bank_bic', 'bank_account_holder']) {
      await giveShopBankAccount();
      await getSql().unsafe(`update public.shop_settings set ${missing} = ''`);
      const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }]));
      expect(res.status, missing).toBe(409);
      const body = await res.json();
      expect(body.code).toBe('payment_method_unavailable');
      expect(body.errors.paymentMethod).toEqual(['Virement bientôt disponible.']);
    }
    expect(await written()).toEqual({ orders: 0, emails: 0 });
    expect(await stockOf(product)).toBe(3);
  });

  it('refuses a card order without STRIPE_SECRET_KEY, or without its webhook secret: never a 502 after the order exists', async () => {
    const product = await createProduct({ stock: 3 });
    for (const keys of [{}, { STRIPE_SECRET_KEY: 'sk_test_x' }]) {
      production(keys);
      const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' }));
      expect(res.status).toBe(409);
      expect((await res.json()).errors.paymentMethod).toHaveLength(1);
      restore?.();
      restore = undefined;
    }
    production();
    const paypal = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'paypal' }));
    expect(paypal.status).toBe(409);
    expect(await written()).toEqual({ orders: 0, emails: 0 });
    expect(await stockOf(product)).toBe(3);
  });

  it('offers each method once its configuration is complete', async () => {
    production({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    await giveShopBankAccount();
    const payments = await publicPayments();
    expect([payments.card?.enabled, payments.paypal?.enabled, payments.bankTransfer?.enabled]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('the admin switch still wins: a configured method switched off stays off', async () => {
    production({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    await getSql().unsafe('update public.shop_settings set card_enabled = false');
    expect((await publicPayments()).card?.enabled).toBe(false);
  });
});

describe('missing runtime secrets', () => {
  it.each([
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['MAIL_FROM', { MAIL_FROM: undefined }],
    ['ORDER_TOKEN_SECRET', { ORDER_TOKEN_SECRET: undefined }],
  ])(
    'without %s an order answers 503 service_not_configured naming it, and writes nothing',
    async (variable, values) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      production(values);
      await giveShopBankAccount();
      const product = await createProduct({ stock: 3 });
      const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }]));
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.code).toBe('service_not_configured');
      expect(body.error).toContain(variable);
      expect(log.mock.calls.filter((call) => String(call[0]).includes(`set ${variable}`))).toHaveLength(1);
      expect(await written()).toEqual({ orders: 0, emails: 0 });
      expect(await stockOf(product)).toBe(3);
    },
  );

  it('without SMTP_URL a newsletter sign-up answers 503 and keeps no address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    production({ SMTP_URL: undefined });
    const req = new Request('http://localhost/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@example.be', language: 'fr' }),
    });
    const res = await callFunction(subscribe, req);
    expect(res.status).toBe(503);
    expect((await res.json()).error).toContain('SMTP_URL');
    expect(await scalarRow<{ n: number }>('select count(*)::int as n from public.newsletter_subscribers')).toEqual({
      n: 0,
    });
  });

  it('a Stripe event without STRIPE_WEBHOOK_SECRET answers 503 naming it (Stripe tries again later)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    production({ STRIPE_SECRET_KEY: 'sk_test_x' });
    const req = new Request('http://localhost/api/payments/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    const res = await callFunction(webhook, req, functionContext({ provider: 'stripe' }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'service_not_configured',
      error: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
    });
  });

  it('the embedded default is unchanged: its outbox and test gateway need none of them', async () => {
    await giveShopBankAccount();
    const product = await createProduct({ stock: 3 });
    expect((await postOrder(orderBody([{ product_id: product, quantity: 1 }]))).status).toBe(201);
    expect(
      (await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' }))).status,
    ).toBe(201);
  });
});
