// The EPC QR code of a bank-transfer order, read back with a QR decoder wherever the shopper meets it:
// the thank-you page's API answer, the transfer e-mail (local outbox and real SMTP) and the invoice.
// The expected payloads are written out here from the settings and the order, not by the code under test.
import { beforeEach, describe, expect, it } from 'vitest';
import readOrder from '../../../netlify/functions/checkout-order-read.mts';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import outbox from '../../../src/local/functions/outbox.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { emailTranslator } from '../../../src/server/mail/email-messages.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { decodeQr } from '../../support/qr-decode.ts';
import { authed, signedInAdmin } from '../admin/helpers.ts';
import { overrideEnv } from './env-override.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import emailEn from '../../../src/i18n/messages/en/email.json' with { type: 'json' };
import backofficeFr from '../../../src/i18n/messages/fr/backoffice.json' with { type: 'json' };

interface QrAnswer {
  payload: string;
  size: number;
  path: string;
}
interface PlacedOrder {
  id: number;
  number: string;
  totalCents: number;
  bankTransfer: { communication: string; qr: QrAnswer | null } | null;
}

const SHIPPING_CENTS = 650;

beforeEach(async () => {
  await resetDatabase();
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_name = 'Banque Test',
       bank_account_holder = 'Maison Lumière SRL', shipping_fee_cents = ${SHIPPING_CENTS}`,
  );
  // the one zone every country ships in, at this test's fee
  await getSql()`update public.shipping_zones set flat_cents = ${SHIPPING_CENTS}`;
});

/** The structured communication's 12 digits: the order id on 10 digits, then id mod 97 (97 for 0). */
function communicationDigits(id: number): string {
  return String(id).padStart(10, '0') + String(id % 97 || 97).padStart(2, '0');
}

/** The payload EPC069-12 asks for, element by element, for these settings. */
function expectedPayload(id: number, amount: string): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    'JVBABE22',
    'Maison Lumière SRL',
    'BE68539007547034',
    amount,
    '',
    communicationDigits(id),
  ].join('\n');
}

async function place(options: { language?: string; paymentMethod?: string; quantity?: number } = {}) {
  const product = await createProduct({ stock: 10, priceCents: 9900 });
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: options.quantity ?? 2 }], {
      language: options.language ?? 'fr',
      paymentMethod: options.paymentMethod ?? 'bank-transfer',
    }),
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as { order: PlacedOrder; accessToken: string };
  return { ...body.order, token: body.accessToken };
}

async function read(id: number, token: string): Promise<PlacedOrder> {
  const res = await readOrder(
    new Request(`http://localhost/api/checkout/orders/${id}`, { headers: { 'x-order-token': token } }),
    functionContext({ id: String(id) }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: PlacedOrder }).order;
}

/** What the thank-you island draws from the answer (PaymentQrCode.tsx), as a standalone SVG. */
const islandSvg = (qr: QrAnswer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path fill="#000" d="${qr.path}"/></svg>`;

describe('thank-you page API', () => {
  it('carries the EPC code of a pending transfer: the exact payload, drawn so a decoder reads it back', async () => {
    const order = await place({ language: 'nl' });
    // 2 x 99.00 + 6.50 shipping
    expect(order.totalCents).toBe(20450);
    const { bankTransfer } = await read(order.id, order.token);
    const expected = expectedPayload(order.id, 'EUR204.50');
    expect(bankTransfer!.qr!.payload).toBe(expected);
    expect(bankTransfer!.communication.replace(/\D/g, '')).toBe(communicationDigits(order.id));
    expect(await decodeQr(islandSvg(bankTransfer!.qr!))).toBe(expected);
  });

  it('has no code for a card order, nor once the transfer is paid or cancelled', async () => {
    const card = await place({ paymentMethod: 'credit-card' });
    expect((await read(card.id, card.token)).bankTransfer).toBeNull();
    const paid = await place();
    await changeOrderStatus(paid.id, 'paid', 'admin');
    const afterPayment = await read(paid.id, paid.token);
    expect(afterPayment.bankTransfer).not.toBeNull();
    expect(afterPayment.bankTransfer!.qr).toBeNull();
    const cancelled = await place();
    await changeOrderStatus(cancelled.id, 'cancelled', 'admin');
    expect((await read(cancelled.id, cancelled.token)).bankTransfer!.qr).toBeNull();
  });

  it('leaves out the code, not the page, when the settings cannot make one (the IBAN emptied since)', async () => {
    // a transfer is not offered without an IBAN: the order was placed before it was emptied
    const order = await place();
    await getSql().unsafe(`update public.shop_settings set bank_iban = ''`);
    const { bankTransfer } = await read(order.id, order.token);
    expect(bankTransfer!.qr).toBeNull();
    expect(bankTransfer!.communication).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
  });
});

describe('bank transfer e-mail', () => {
  const KEY = process.env.LOCAL_OUTBOX_KEY!;

  it('in the local outbox: an inline PNG (cid) with its alt text, decoding to the payload; the outbox page shows it', async () => {
    const order = await place({ language: 'en', quantity: 1 });
    const subject = emailTranslator('en')('bankTransfer.subject', { number: order.number });
    const mail = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).find((m) => m.subject === subject)!;
    expect(mail.attachments).toHaveLength(1);
    const [image] = mail.attachments!;
    expect(image!.contentType).toBe('image/png');
    expect(mail.html).toContain(`<img src="cid:${image!.cid}" alt="${emailEn.bankTransfer.qrAlt}"`);
    expect(mail.html).toContain(emailEn.bankTransfer.qrCaption);
    expect(await decodeQr(Buffer.from(image!.contentBase64, 'base64'))).toBe(expectedPayload(order.id, 'EUR105.50'));

    const page = await (
      await outbox(new Request(`http://localhost/outbox/${KEY}/${mail.id}`), functionContext({ key: KEY, id: mail.id }))
    ).text();
    expect(page).toContain(`src=&quot;data:image/png;base64,${image!.contentBase64}&quot;`);
    expect(page).toContain('payment-qr.png');
  });

  it('over SMTP: the PNG travels as an inline part with the Content-ID the HTML names', async () => {
    const inbox = await startSmtpInbox();
    const restore = overrideEnv({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Maison Lumière <shop@maison.test>',
      SHOP_NOTIFY_EMAIL: 'orders@maison.test',
    });
    try {
      const order = await place({ language: 'fr', quantity: 3 });
      const subject = emailTranslator('fr')('bankTransfer.subject', { number: order.number });
      const mails = await inbox.waitFor(3);
      const transfer = mails.find((m) => m.subject === subject)!;
      const cid = /<img src="cid:([^"]+)"/.exec(transfer.html)![1]!;
      const png = inlinePart(transfer.raw, cid);
      // 3 x 99.00 + 6.50
      expect(await decodeQr(png)).toBe(expectedPayload(order.id, 'EUR303.50'));
      expect(transfer.text).toContain('BE68 5390 0754 7034');
    } finally {
      restore();
      await inbox.close();
    }
  });
});

/** The base64 body of the MIME part whose Content-ID is <cid>, decoded. */
function inlinePart(raw: string, cid: string): Buffer {
  for (const section of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = section.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const head = section.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!head.split(/\r?\n/).some((line) => line.toLowerCase() === `content-id: <${cid.toLowerCase()}>`)) continue;
    expect(head).toMatch(/^Content-Type: image\/png/im);
    expect(head).toMatch(/^Content-Disposition: inline/im);
    const lines = section.slice(split).trim().split(/\r?\n/);
    return Buffer.from(lines.filter((l) => /^[A-Za-z0-9+/=]+$/.test(l)).join(''), 'base64');
  }
  throw new Error(`no MIME part with Content-ID <${cid}>`);
}

describe('invoice', () => {
  let token: string;
  const invoice = async (id: number) => {
    const res = await adminOrders(
      new Request(`http://localhost/api/orders/${id}/invoice?lang=fr`, authed(token)),
      functionContext({ id: String(id), action: 'invoice' }),
    );
    expect(res.status).toBe(200);
    return res.text();
  };

  it('of an order awaiting its transfer: the code as inline SVG with its label, decoding to the payload; none once paid', async () => {
    token = await signedInAdmin();
    const order = await place({ language: 'nl', quantity: 1 });
    const html = await invoice(order.id);
    const svg = /<svg[\s\S]*?<\/svg>/.exec(html)![0];
    expect(svg).toContain(`role="img" aria-label="${backofficeFr.invoice.qrAlt}"`);
    expect(html).toContain(backofficeFr.invoice.qrCaption);
    expect(await decodeQr(svg)).toBe(expectedPayload(order.id, 'EUR105.50'));
    await changeOrderStatus(order.id, 'paid', 'admin');
    expect(await invoice(order.id)).not.toContain('<svg');
  });
});
