// Gift wrap, a gift message and free samples through the API: the wrap priced from the settings (free
// or not) and taxed with the order at the destination's rate like shipping, the refusals naming the
// field (gift_wrap, gift_message, samples, samples.<i>), samples that cost nothing and take no stock,
// and where each part shows: the admin's order, the shopper's order, the e-mails, the packing slip,
// and the invoice (the wrap as a priced line, never the message).
import { beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import settingsRead from '../../../netlify/functions/settings-read.mts';
import ordersHandler from '../../../netlify/functions/admin-orders.mts';
import pdfHandler from '../../../netlify/functions/admin-order-pdf.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase, useDefaultShippingZones } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { adminToken, authed, createAccounts } from '../admin/helpers.ts';
import type { AdminOrder } from '../../../src/contract/admin/orders.ts';
import type { ShopperOrder } from '../../../src/contract/orders.ts';
import type { PublicSettings } from '../../../src/contract/settings.ts';
import { createProduct, orderBody, postOrder, stockOf } from './order-helpers.ts';

const MESSAGE = 'Joyeux anniversaire Hélène !\nAvec tout notre amour.';

async function offerGifts(options: { wrapCents?: number; samplesMax?: number; messageMax?: number } = {}) {
  await getSql()`update public.shop_settings set gift_wrap_enabled = true,
    gift_wrap_price_cents = ${options.wrapCents ?? 450}, gift_message_max_length = ${options.messageMax ?? 300},
    samples_enabled = true, samples_max = ${options.samplesMax ?? 2}`;
}

async function sampleProduct(name: string, offered = true): Promise<number> {
  const id = await createProduct({ stock: 3, priceCents: 8000, name });
  await getSql()`update public.products set offered_as_sample = ${offered} where id = ${id}`;
  return id;
}

async function place(body: Record<string, unknown>) {
  const res = await postOrder(body);
  return { status: res.status, body: (await res.json()) as { order: ShopperOrder; errors?: Record<string, string[]> } };
}

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await useDefaultShippingZones();
});

describe('gift wrap priced by the server', () => {
  it('adds the settings price to the total, its VAT at the destination rate like shipping, in the quote and the order', async () => {
    await offerGifts({ wrapCents: 450 });
    // registered for OSS: France is charged French VAT
    await getSql()`update public.shop_settings set oss_registered = true`;
    const bottle = await createProduct({ stock: 5, priceCents: 9500 });
    const items = [{ product_id: bottle, quantity: 1 }];
    for (const [country, postalCode, rateBp] of [
      ['BE', '1000', 2100],
      ['FR', '75001', 2000],
    ] as const) {
      const res = await checkoutQuote(
        new Request('http://localhost/api/checkout/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items, country, language: 'fr', gift_wrap: true }),
        }),
        functionContext(),
      );
      const quote = (await res.json()) as Record<string, number>;
      expect(quote.giftWrapCents).toBe(450);
      expect(quote.vatRateBp).toBe(rateBp);
      expect(quote.totalCents).toBe(9500 + quote.shippingCents! + 450);
      expect(quote.vatCents).toBe(Math.round((quote.totalCents! * rateBp) / (10000 + rateBp)));
      // a price sent by the browser is ignored
      const placed = await place(
        orderBody(items, {
          gift_wrap: true,
          giftWrapCents: 1,
          customer: { ...orderBody([]).customer, country, postalCode },
        }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.order).toMatchObject({
        giftWrapCents: 450,
        totalCents: quote.totalCents,
        vatCents: quote.vatCents,
        gift: { wrap: true, message: null, samples: [] },
      });
    }
  });

  it('wraps for free when the price is 0, and charges nothing when not asked for', async () => {
    await offerGifts({ wrapCents: 0 });
    const bottle = await createProduct({ stock: 5, priceCents: 9500 });
    const free = await place(orderBody([{ product_id: bottle, quantity: 1 }], { gift_wrap: true }));
    expect(free.body.order).toMatchObject({ giftWrapCents: 0, gift: { wrap: true } });
    await offerGifts({ wrapCents: 450 });
    const none = await place(
      orderBody([{ product_id: bottle, quantity: 1 }], {
        customer: { ...orderBody([]).customer, email: 'b@example.be' },
      }),
    );
    expect(none.body.order).toMatchObject({ giftWrapCents: 0, gift: { wrap: false } });
    expect(none.body.order.totalCents).toBe(free.body.order.totalCents);
  });
});

describe('gift refusals name the field (422)', () => {
  it('refuses wrap when not offered, a message too long, unknown, unoffered, repeated or too many samples', async () => {
    const bottle = await createProduct({ stock: 5 });
    const items = [{ product_id: bottle, quantity: 1 }];
    const offered = [await sampleProduct('Ambre'), await sampleProduct('Iris'), await sampleProduct('Oud')];
    const notOffered = await sampleProduct('Musc', false);
    const refused = async (extra: Record<string, unknown>) => {
      const res = await place(orderBody(items, extra));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return Object.keys(res.body.errors ?? {});
    };
    expect(await refused({ gift_wrap: true })).toEqual(['gift_wrap']);
    expect(await refused({ gift_message: 'Bon anniversaire' })).toEqual(['gift_message']); // goes with the wrap
    expect(await refused({ samples: [offered[0]] })).toEqual(['samples']); // samples switched off
    await offerGifts({ samplesMax: 2, messageMax: 20 });
    expect(await refused({ gift_message: 'x'.repeat(21) })).toEqual(['gift_message']);
    expect(await refused({ gift_message: 'x'.repeat(1001) })).toEqual(['gift_message']); // the contract's bound
    expect(await refused({ samples: offered })).toEqual(['samples']);
    expect(await refused({ samples: [offered[0], notOffered] })).toEqual(['samples.1']);
    expect(await refused({ samples: [999999] })).toEqual(['samples.0']);
    expect(await refused({ samples: [offered[1], offered[1]] })).toEqual(['samples.1']);
    // 20 characters, accents counted once each, is accepted
    const ok = await place(orderBody(items, { gift_message: 'é'.repeat(20), samples: [offered[0], offered[1]] }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe('samples, and where the gift shows', () => {
  it('keeps samples free and apart from stock; shows wrap, message and samples to the admin, the shopper and in the e-mails', async () => {
    await offerGifts({ wrapCents: 450 });
    const bottle = await createProduct({ stock: 5, priceCents: 9500 });
    const ambre = await sampleProduct('Ambre Doré');
    const iris = await sampleProduct('Iris Poudré');
    const placed = await place(
      orderBody([{ product_id: bottle, quantity: 1 }], {
        language: 'nl',
        gift_wrap: true,
        gift_message: MESSAGE,
        samples: [iris, ambre],
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order.gift).toEqual({
      wrap: true,
      message: MESSAGE,
      samples: [
        { productId: iris, name: 'Iris Poudré NL' },
        { productId: ambre, name: 'Ambre Doré NL' },
      ],
    });
    expect(order.subtotalCents).toBe(9500);
    expect(order.items).toHaveLength(1);
    expect([await stockOf(ambre), await stockOf(iris), await stockOf(bottle)]).toEqual([3, 3, 4]);

    await createAccounts();
    const token = await adminToken();
    const detail = await ordersHandler(
      new Request(`http://localhost/api/orders/${order.id}`, authed(token)),
      functionContext({ id: String(order.id) }),
    );
    const admin = (await detail.json()) as AdminOrder;
    expect(admin).toMatchObject({ gift_wrap: true, gift_wrap_cents: 450, gift_message: MESSAGE });
    expect(admin.samples.map((s) => s.name)).toEqual(['Iris Poudré NL', 'Ambre Doré NL']);
    expect(admin.breakdown).toContainEqual({ key: 'giftWrap', cents: 450, sign: 1 });

    const mails = await getSql()<{ kind: string; text_body: string; html: string }[]>`
      select kind, text_body, html from public.outgoing_emails where order_id = ${order.id} order by id`;
    const confirmation = mails.find((m) => m.kind === 'order_confirmation') ?? mails[0]!;
    for (const body of [confirmation.text_body, confirmation.html]) {
      expect(body).toContain('Cadeauverpakking');
      expect(body).toContain('Joyeux anniversaire Hélène');
      expect(body).toContain('Gratis staaltjes');
      expect(body).toContain('Iris Poudré NL');
      expect(body).toContain('Ambre Doré NL');
    }
    expect(confirmation.text_body).toMatch(/Cadeauverpakking: €\s4,50/);

    // the packing slip prints the mark, the message and the samples; the invoice the priced wrap only
    const pdf = async (path: string, params: Record<string, string>) => {
      const res = await pdfHandler(new Request(`http://localhost${path}`, authed(token)), functionContext(params));
      expect(res.status, await res.clone().text()).toBe(200);
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    };
    const slip = await pdf(`/api/orders/${order.id}/packing-slip`, { id: String(order.id), action: 'packing-slip' });
    expect(slip).toContain('CADEAUVERPAKKING');
    expect(slip).toContain('Joyeux anniversaire Hélène ! Avec tout notre amour.');
    expect(slip).toContain('Gratis staaltje: Iris Poudré NL');
    expect(slip).toContain('Gratis staaltje: Ambre Doré NL');
    await getSql()`update public.orders set status = 'paid', paid_at = now() where id = ${order.id}`;
    await getSql()`select public.record_unrecorded_payments()`;
    const invoice = await pdf(`/api/orders/${order.id}/invoice-pdf?lang=nl`, { id: String(order.id) });
    expect(invoice).toMatch(/Cadeauverpakking € ?4,50/);
    expect(invoice).not.toContain('Joyeux');
    expect(invoice).not.toContain('staaltje');
  });

  it('lists the samples on offer in every language in GET /api/settings', async () => {
    await offerGifts({ wrapCents: 450, samplesMax: 2 });
    const ambre = await sampleProduct('Ambre');
    await sampleProduct('Musc', false);
    const res = await settingsRead();
    const body = (await res.json()) as PublicSettings;
    expect(body.gifts).toEqual({
      wrap: { enabled: true, priceCents: 450 },
      messageMaxLength: 300,
      samples: {
        enabled: true,
        max: 2,
        products: [{ id: ambre, name: { fr: 'Ambre', en: 'Ambre EN', nl: 'Ambre NL' } }],
      },
    });
  });
});
