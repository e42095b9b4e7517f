// Back-in-stock alerts against a real SMTP server: asked for on a sold-out product, confirmed
// by the double opt-in (a POST from the page the e-mailed link opens), and, when the admin restocks the
// product through the product form, exactly one notice per confirmed shopper in their language, with a
// one-click unsubscribe link: also after two restocks in a row, and when the mail server is down at the
// restock (the outbox retries). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import adminBackInStock from '../../../netlify/functions/admin-back-in-stock.mts';
import adminProducts from '../../../netlify/functions/admin-products.mts';
import backInStock from '../../../netlify/functions/back-in-stock.mts';
import backInStockLinks from '../../../netlify/functions/back-in-stock-links.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { deliverDueEmails } from '../../../src/server/mail/queue/deliver.ts';
import { DEFAULT_DELIVERY_POLICY, setDeliveryPolicy } from '../../../src/server/mail/queue/delivery-policy.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { resetDatabase } from '../../support/database.ts';
import { freshIp, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { authed, formInit, signedInAdmin } from '../admin/helpers.ts';
import { overrideEnv } from './env-override.ts';
import { createProduct } from './order-helpers.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox.ts';

const post = (handler: FunctionHandler, path: string, body: unknown, ip = freshIp()) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    functionContext({}, ip),
  );

let inbox: SmtpInbox;
let restoreEnv: () => void;
let restorePolicy: () => void;
let token: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  restoreEnv = overrideEnv({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Maison Lumière <shop@maison.test>',
    SHOP_NOTIFY_EMAIL: 'orders@maison.test',
  });
  // retries within the test's time: 300 ms between attempts, as many attempts as in production
  restorePolicy = setDeliveryPolicy({
    ...DEFAULT_DELIVERY_POLICY,
    backoffMs: DEFAULT_DELIVERY_POLICY.backoffMs.map(() => 300),
  });
});

afterAll(async () => {
  await mailDeliveryInFlight();
  restorePolicy();
  restoreEnv();
  await inbox.close();
});

beforeEach(async () => {
  await mailDeliveryInFlight();
  await resetDatabase();
  token = await signedInAdmin();
  inbox.behaviour.down = false;
  inbox.mails.length = 0;
});

/** Every pending e-mail delivered (the scheduled sender's job), retrying until none is left. */
async function deliverAll(): Promise<void> {
  await mailDeliveryInFlight();
  await expect
    .poll(
      async () => {
        await deliverDueEmails();
        const [row] = await getSql()<
          { pending: number }[]
        >`select count(*)::int as pending from public.outgoing_emails where status = 'pending'`;
        return row?.pending;
      },
      { message: 'e-mails still pending', timeout: 10_000, interval: 60 },
    )
    .toBe(0);
}

const mailsTo = (to: string) => inbox.mails.filter((m) => m.to.includes(to));
const tokenIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`${path}#token=([\\w-]{43})`).exec(mail.text)?.[1] ?? null;

/** Asks for an alert and confirms it through the e-mailed link's POST, as the page does. */
async function waitingShopper(productId: number, email: string, language: string): Promise<void> {
  expect((await post(backInStock, '/api/back-in-stock', { productId, email, language })).status).toBe(202);
  await deliverAll();
  const [confirmation] = mailsTo(email);
  const confirmToken = tokenIn(
    confirmation!,
    `/${language === 'fr' ? '' : `${language}/`}back-in-stock/confirm`.replace('//', '/'),
  );
  expect(confirmToken).not.toBeNull();
  expect((await post(backInStockLinks, '/api/back-in-stock/confirm', { token: confirmToken })).status).toBe(200);
}

/** The admin's product form (POST with _method=PUT) setting the stock. */
async function setStock(productId: number, stock: number): Promise<void> {
  const form = new FormData();
  form.set('_method', 'PUT');
  form.set('stock', String(stock));
  const res = await adminProducts(
    new Request(`http://localhost/api/products/${productId}`, formInit(token, 'POST', form)),
    functionContext({ id: String(productId) }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

const notices = (email: string) =>
  mailsTo(email).filter((m) =>
    / is back at Maison Lumière$| est de retour chez Maison Lumière$| is terug bij Maison Lumière$/.test(m.subject),
  );

describe('back-in-stock alerts', () => {
  it('asks, confirms with a POST, and mails each confirmed shopper once per restock, in their language, with an unsubscribe link', async () => {
    const product = await createProduct({ stock: 0, name: 'Ambre Nocturne' });
    await waitingShopper(product, 'lea@example.be', 'fr');
    await waitingShopper(product, 'joost@example.nl', 'nl');
    // asked but never confirmed: nothing at the restock
    expect(
      (
        await post(backInStock, '/api/back-in-stock', {
          productId: product,
          email: 'unsure@example.com',
          language: 'en',
        })
      ).status,
    ).toBe(202);
    await deliverAll();
    expect(mailsTo('lea@example.be')[0]!.subject).toBe('Confirmez votre alerte de retour : Ambre Nocturne');
    expect(mailsTo('unsure@example.com')[0]!.subject).toBe('Confirm your back-in-stock alert: Ambre Nocturne EN');

    const waiting = await adminBackInStock(
      new Request('http://localhost/api/admin/back-in-stock', authed(token)),
      functionContext(),
    );
    expect(await waiting.json()).toEqual({ waiting: [{ product_id: product, count: 2 }] });

    // two restocks in a row: 0 -> 3 -> 8 sends one notice each
    await setStock(product, 3);
    await setStock(product, 8);
    await deliverAll();
    expect(notices('lea@example.be').map((m) => m.subject)).toEqual([
      'Ambre Nocturne est de retour chez Maison Lumière',
    ]);
    expect(notices('joost@example.nl').map((m) => m.subject)).toEqual([
      'Ambre Nocturne NL is terug bij Maison Lumière',
    ]);
    expect(notices('unsure@example.com')).toEqual([]);
    const notice = notices('joost@example.nl')[0]!;
    expect(notice.text).toMatch(/\/nl\/product\/\d+/);

    // one click on the Dutch shopper's unsubscribe link: the next restock mails only the other one
    const unsubscribe = tokenIn(notice, '/nl/back-in-stock/unsubscribe');
    const ended = await post(backInStockLinks, '/api/back-in-stock/unsubscribe', { token: unsubscribe });
    expect(await ended.json()).toEqual({ ok: true, product: 'Ambre Nocturne NL' });
    expect((await post(backInStockLinks, '/api/back-in-stock/unsubscribe', { token: unsubscribe })).status).toBe(404);
    await setStock(product, 0);
    await setStock(product, 2);
    await deliverAll();
    expect(notices('lea@example.be')).toHaveLength(2);
    expect(notices('joost@example.nl')).toHaveLength(1);
    // every outbox row arrived exactly once
    const sent = await getSql()<{ message_id: string }[]>`select message_id from public.outgoing_emails order by id`;
    expect(inbox.mails.map((m) => m.messageId).sort()).toEqual(sent.map((r) => r.message_id).sort());
  });

  it('the notice carries a one-click unsubscribe (RFC 8058) that a mail client POSTs to, in every language', async () => {
    const product = await createProduct({ stock: 0, name: 'Cuir Fumé' });
    const shoppers = [
      ['camille@example.be', 'fr'],
      ['sam@example.co.uk', 'en'],
      ['fien@example.nl', 'nl'],
    ] as const;
    for (const [email, lang] of shoppers) await waitingShopper(product, email, lang);
    await setStock(product, 4);
    await deliverAll();
    for (const [email] of shoppers) {
      const [notice] = notices(email);
      const raw = notice!.raw.replace(/\r?\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1];
      expect(header, email).toMatch(/^https?:\/\/[^/]+\/api\/back-in-stock\/unsubscribe\?token=[\w-]{43}$/);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/im);
      // the mail client's POST: the URL as the header gives it, the RFC's form body
      const oneClick = () =>
        backInStockLinks(
          new Request(header!.replace(/^https?:\/\/[^/]+/, 'http://localhost'), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }),
          functionContext({}, freshIp()),
        );
      // a form POST to the same address that is not the RFC's body is an ordinary request (its body
      // read once more as the form): 404 for a link without a token in it, never a 500
      const notOneClick = await backInStockLinks(
        new Request(header!.replace(/^https?:\/\/[^/]+/, 'http://localhost'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=x&status=paid',
        }),
        functionContext({}, freshIp()),
      );
      expect(notOneClick.status).toBeLessThan(500);
      expect((await oneClick()).status).toBe(200);
      expect((await oneClick()).status).toBe(404);
    }
    const [left] = await getSql()<{ n: number }[]>`select count(*)::int as n from public.back_in_stock_alerts`;
    expect(left?.n).toBe(0);
  });

  it('a restock while the mail server is down: each notice arrives exactly once after it is back', async () => {
    const product = await createProduct({ stock: 0 });
    await waitingShopper(product, 'anna@example.com', 'en');
    await waitingShopper(product, 'marc@example.be', 'fr');
    const before = inbox.mails.length;
    inbox.behaviour.down = true;
    await setStock(product, 5);
    await mailDeliveryInFlight();
    await deliverDueEmails();
    expect(inbox.refusedConnections()).toBeGreaterThan(0);
    expect(inbox.mails.length).toBe(before);
    const [tried] = await getSql()<
      { attempts: number }[]
    >`select max(attempts)::int as attempts from public.outgoing_emails where kind = 'back_in_stock'`;
    expect(tried?.attempts).toBeGreaterThan(0);
    inbox.behaviour.down = false;
    await deliverAll();
    expect(notices('anna@example.com').map((m) => m.subject)).toHaveLength(1);
    expect(notices('marc@example.be')).toHaveLength(1);
    const received = inbox.mails.map((m) => m.messageId);
    expect(new Set(received).size).toBe(received.length);
  });

  it('the same request twice sends one confirmation, whose link still works; a day later it is renewed', async () => {
    const product = await createProduct({ stock: 0, name: 'Iris Poudré' });
    for (const [email, language] of [
      ['twice-fr@example.be', 'fr'],
      ['twice-en@example.com', 'en'],
      ['twice-nl@example.nl', 'nl'],
    ] as const) {
      const ask = () => post(backInStock, '/api/back-in-stock', { productId: product, email, language });
      expect((await ask()).status).toBe(202);
      expect((await ask()).status).toBe(202);
      await deliverAll();
      expect(mailsTo(email)).toHaveLength(1);
      const page = `/${language === 'fr' ? '' : `${language}/`}back-in-stock/confirm`.replace('//', '/');
      const first = tokenIn(mailsTo(email)[0]!, page);
      const confirmed = await post(backInStockLinks, '/api/back-in-stock/confirm', { token: first });
      expect(confirmed.status).toBe(200);
      // the page the link opened names the perfume, in the alert's language
      expect(await confirmed.json()).toEqual({
        ok: true,
        product: language === 'fr' ? 'Iris Poudré' : `Iris Poudré ${language.toUpperCase()}`,
      });
    }
    // an unconfirmed request older than a day: asking again sends a new e-mail
    await getSql()`update public.back_in_stock_alerts set consent_at = now() - interval '25 hours', confirmed_at = null
                    where email = 'twice-en@example.com'`;
    expect(
      (
        await post(backInStock, '/api/back-in-stock', {
          productId: product,
          email: 'twice-en@example.com',
          language: 'en',
        })
      ).status,
    ).toBe(202);
    await deliverAll();
    expect(mailsTo('twice-en@example.com')).toHaveLength(2);
  });

  it('stock edits while the product is in stock send nothing more; the next sell-out and restock sends once', async () => {
    const product = await createProduct({ stock: 0, name: 'Vétiver Gris' });
    await waitingShopper(product, 'edits@example.be', 'fr');
    await setStock(product, 3);
    await setStock(product, 3);
    await setStock(product, 10);
    await setStock(product, 1);
    await deliverAll();
    expect(notices('edits@example.be')).toHaveLength(1);
    await setStock(product, 0);
    await setStock(product, 4);
    await setStock(product, 6);
    await deliverAll();
    expect(notices('edits@example.be')).toHaveLength(2);
  });

  it('refuses: 404 for an unknown product, 422 naming each field, 404 for a used or unknown link, 429 over the limit; the admin count needs an admin', async () => {
    const product = await createProduct({ stock: 0 });
    const unknown = await post(backInStock, '/api/back-in-stock', { productId: 999999, email: 'a@example.com' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('unknown_product');
    const bad = await post(backInStock, '/api/back-in-stock', { productId: 'x', email: 'nope', language: 'de' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['email', 'language', 'productId']);
    expect((await post(backInStockLinks, '/api/back-in-stock/confirm', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await post(backInStockLinks, '/api/back-in-stock/confirm', {})).status).toBe(422);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await post(
            backInStock,
            '/api/back-in-stock',
            { productId: product, email: `s${i}@example.be` },
            '198.51.100.23',
          )
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(
      (await adminBackInStock(new Request('http://localhost/api/admin/back-in-stock'), functionContext())).status,
    ).toBe(401);
  });
});
