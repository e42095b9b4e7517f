// E-mails in the shopper's language, received over real SMTP; and the embedded default's outbox.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import outbox from '../../../src/local/functions/outbox.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { sendOrderConfirmationAgain } from '../../../src/server/orders/order-emails.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { recordProviderPayment } from '../../../src/server/payments/payment-events.ts';
import { resetDatabase } from '../../support/database.ts';
import { overrideEnv } from './env-override.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { PRODUCTION_ENV_EXTRAS } from '../../support/production-env.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';

async function seedSettings() {
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_name = 'ING Belgique',
       bank_account_holder = 'Maison Lumière SRL', contact_email = 'contact@maison.test',
       seller_name = 'Maison Lumière SRL', seller_address = 'Rue des Parfumeurs 12, 1000 Bruxelles, Belgique', enterprise_number = '0123.456.749', vat_number = 'BE0123456749'`,
  );
}

beforeEach(async () => {
  await resetDatabase();
  await seedSettings();
});

describe('over SMTP', () => {
  let inbox: SmtpInbox;
  let restore: () => void;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    restore = overrideEnv({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Maison Lumière <shop@maison.test>',
      SHOP_NOTIFY_EMAIL: 'orders@maison.test',
    });
  });
  afterAll(async () => {
    restore();
    await inbox.close();
  });

  it('a Dutch bank-transfer order: confirmation, transfer instructions, shop notice; then shipped, in Dutch', async () => {
    const product = await createProduct({ stock: 5, priceCents: 9900, name: 'Oud Royal' });
    const res = await postOrder(
      orderBody([{ product_id: product, quantity: 2 }], {
        language: 'nl',
        customer: { ...orderBody([]).customer, email: 'jan@example.nl', firstName: 'Jan' },
      }),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const mails = await inbox.waitFor(3);
    const toShopper = mails.filter((m) => m.to.includes('jan@example.nl'));
    expect(toShopper.map((m) => m.subject)).toEqual([
      `Bevestiging van uw bestelling ${order.number}`,
      `Instructies voor de overschrijving van bestelling ${order.number}`,
    ]);
    const [confirmation, transfer] = toShopper as [(typeof mails)[0], (typeof mails)[0]];
    expect(confirmation.from).toBe('shop@maison.test');
    expect(confirmation.text).toContain('Beste Jan,');
    expect(confirmation.text).toContain('2 x Oud Royal NL');
    expect(confirmation.text).toContain('Herroepingsrecht');
    expect(confirmation.text).toContain('Ondernemingsnummer: 0123.456.749');
    expect(confirmation.text).toMatch(/Waarvan btw \(21%\): €\s36,10/);
    expect(confirmation.text).toContain('Btw: BE0123456749.');
    expect(confirmation.text).toContain(`/nl/thank-you#order=${order.id}&token=`);
    expect(confirmation.html).toContain('<html lang="nl">');
    // the withdrawal function, in Dutch, the order number filled in
    const withdrawUrl = `/nl/withdrawal?order=${order.number}`;
    const withdrawLine = new RegExp(`Herroep de overeenkomst hier: \\S+${withdrawUrl.replace('?', '\\?')}`);
    expect(confirmation.text).toMatch(withdrawLine);
    expect(confirmation.html).toContain(`${withdrawUrl}" style="color:#7a4e12">Herroep de overeenkomst hier</a>`);
    expect(transfer.text).toContain('BE68 5390 0754 7034');
    // the address and the bank typed in French, named as a Dutch reader knows them
    expect(confirmation.text).toContain('Rue des Parfumeurs 12, 1000 Brussel, België');
    expect(confirmation.text).not.toContain('Bruxelles, Belgique');
    expect(transfer.text).toContain('ING België');
    expect(transfer.text).toContain(orderStructuredCommunication(order.id));
    const notice = mails.find((m) => m.to.includes('orders@maison.test'))!;
    expect(notice.subject).toContain(`Nouvelle commande ${order.number}`);

    await changeOrderStatus(order.id, 'shipped', 'admin', undefined, { confirmUnpaid: true });
    const [, , , shipped] = await inbox.waitFor(4);
    expect(shipped!.to).toEqual(['jan@example.nl']);
    expect(shipped!.subject).toBe(`Uw bestelling ${order.number} is verzonden`);
    expect(shipped!.text).toMatch(withdrawLine);
    expect(shipped!.html).toContain(`${withdrawUrl}" style="color:#7a4e12">Herroep de overeenkomst hier</a>`);
  });

  it('an English card order gets its confirmation in English once paid; a resend sends it again', async () => {
    const before = inbox.mails.length;
    const product = await createProduct({ stock: 5, priceCents: 9900 });
    const res = await postOrder(
      orderBody([{ product_id: product, quantity: 1 }], { language: 'en', paymentMethod: 'credit-card' }),
    );
    const { order } = await res.json();
    // placed: only the shop hears of it; the shopper's contract e-mail waits for the payment
    const placed = await inbox.waitFor(before + 1);
    expect(placed.slice(before).map((m) => m.to)).toEqual([['orders@maison.test']]);
    const [session] = await getSql().unsafe<{ payment_id: string }[]>(
      'select payment_id from public.orders where id = $1',
      [order.id],
    );
    expect(
      await recordProviderPayment('test', 'evt_emails_card', order.id, order.totalCents, session!.payment_id),
    ).toBe('paid');
    const mails = await inbox.waitFor(before + 2);
    const mine = mails.slice(before).filter((m) => m.to.includes('camille@example.be'));
    expect(mine.map((m) => m.subject)).toEqual([`Confirmation of your order ${order.number}`]);
    expect(mine[0]!.text).toContain('Right of withdrawal');
    expect(mine[0]!.text).toContain('We have received your payment');
    expect(mine[0]!.text).toContain(`Withdraw from the contract here: `);
    expect(mine[0]!.text).toContain(`/en/withdrawal?order=${order.number}`);
    expect(await sendOrderConfirmationAgain(order.id, 'admin:test')).toEqual([
      `Confirmation of your order ${order.number}`,
    ]);
    await changeOrderStatus(order.id, 'cancelled', 'admin');
    const all = await inbox.waitFor(before + 4);
    expect(all.at(-1)!.subject).toBe(`Your order ${order.number} has been cancelled`);
  });
});

it('a French shipped e-mail links the withdrawal function in French, the order number filled in', async () => {
  const product = await createProduct({ stock: 5, priceCents: 9900 });
  const { order } = await (await postOrder(orderBody([{ product_id: product, quantity: 1 }]))).json();
  await changeOrderStatus(order.id, 'shipped', 'admin', undefined, { confirmUnpaid: true });
  const rows = await getSql().unsafe<{ kind: string; text_body: string }[]>(
    `select kind, text_body from public.outgoing_emails where order_id = $1`,
    [order.id],
  );
  const withdraw = /Se rétracter du contrat ici\s: http\S+\/withdrawal\?order=ML-/;
  for (const kind of ['order_confirmation', 'order_shipped']) {
    const mail = rows.find((r) => r.kind === kind);
    expect(mail?.text_body, kind).toMatch(withdraw);
    expect(mail?.text_body, kind).toContain(`/withdrawal?order=${order.number}`);
  }
});

describe('local outbox (embedded default)', () => {
  const KEY = process.env.LOCAL_OUTBOX_KEY!;
  const open = (path: string, params: Record<string, string>) =>
    callFunction(outbox, new Request(`http://localhost${path}`), functionContext(params));
  /** The three addresses of the outbox under a given key: the JSON list, the page, one message. */
  const paths = (key: string, id: string): { path: string; params: Record<string, string> }[] => [
    { path: `/api/outbox/${encodeURIComponent(key)}`, params: { key } },
    { path: `/outbox/${encodeURIComponent(key)}`, params: { key } },
    { path: `/outbox/${encodeURIComponent(key)}/${id}`, params: { key, id } },
  ];

  it('keeps every e-mail as files, listed at /api/outbox/<key> and readable at /outbox/<key>', async () => {
    expect(KEY.length).toBeGreaterThanOrEqual(16);
    const dir = process.env.LOCAL_OUTBOX_DIR!;
    const product = await createProduct({ stock: 5, priceCents: 9900 });
    const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { language: 'fr' }));
    const { order } = await res.json();
    // delivered from the outbox right after the commit
    await mailDeliveryInFlight();
    const files = readdirSync(dir);
    expect(files.some((f) => f.endsWith('.json'))).toBe(true);
    expect(files.some((f) => f.endsWith('.html'))).toBe(true);

    const list = await open(`/api/outbox/${KEY}`, { key: KEY });
    expect(list.status).toBe(200);
    const { messages } = await list.json();
    const confirmation = messages.find(
      (m: { subject: string }) => m.subject === `Confirmation de votre commande ${order.number}`,
    );
    expect(confirmation).toMatchObject({ to: 'camille@example.be' });
    expect(confirmation.text).toContain('Droit de rétractation');

    const page = await open(`/outbox/${KEY}`, { key: KEY });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`Confirmation de votre commande ${order.number}`);
    const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(links).toContain(`/outbox/${KEY}/${confirmation.id}`);
    // each message's page, or another page of the list (older / newest messages)
    for (const link of links)
      expect(link.startsWith(`/outbox/${KEY}/`) || link.startsWith(`/outbox/${KEY}?`), link).toBe(true);
    const one = await open(`/outbox/${KEY}/${confirmation.id}`, { key: KEY, id: confirmation.id });
    expect(one.status).toBe(200);
    const message = await one.text();
    expect(message).toContain('srcdoc=');
    expect(message).toContain(`href="/outbox/${KEY}"`);
    expect((await open(`/outbox/${KEY}/../../etc`, { key: KEY, id: '../../etc' })).status).toBe(404);
  });

  it('answers 404 at every address for a wrong or a missing key, and shows nothing of the mail', async () => {
    const product = await createProduct({ stock: 5, priceCents: 9900 });
    const { order } = await (
      await postOrder(orderBody([{ product_id: product, quantity: 1 }], { language: 'fr' }))
    ).json();
    await mailDeliveryInFlight();
    const { messages } = await (await open(`/api/outbox/${KEY}`, { key: KEY })).json();
    const id = messages.find((m: { subject: string }) => m.subject.includes(order.number)).id as string;
    const wrongKeys = [
      KEY.slice(0, -1),
      `${KEY}x`,
      KEY.slice(0, -1) + (KEY.endsWith('f') ? 'e' : 'f'),
      KEY.toUpperCase(),
      '',
      'outbox',
    ];
    for (const key of wrongKeys) {
      for (const { path, params } of paths(key, id)) {
        const res = await open(path, params);
        const text = await res.text();
        expect(res.status, `${path} (key ${JSON.stringify(key)})`).toBe(404);
        expect(text).not.toContain(order.number);
      }
    }
    // no key at all: the old addresses, without the :key param
    const withoutKey: { path: string; params: Record<string, string> }[] = [
      { path: '/api/outbox', params: {} },
      { path: '/outbox', params: {} },
      { path: `/outbox/${id}`, params: { id } },
    ];
    for (const { path, params } of withoutKey) {
      const res = await open(path, params);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain(order.number);
    }
  });

  it('does not exist in production, not even with the right key', async () => {
    const restore = overrideEnv({
      ...PRODUCTION_ENV_EXTRAS,
      SUPABASE_URL: 'https://example.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'pk',
      SUPABASE_SECRET_KEY: 'sk',
    });
    try {
      for (const { path, params } of paths(KEY, 'x')) {
        expect((await open(path, params)).status, path).toBe(404);
      }
    } finally {
      restore();
    }
  });
});
