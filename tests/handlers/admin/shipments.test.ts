// Shipments: the owner records the parcel with the move to shipped (or afterwards), corrects or deletes
// it; the shipped e-mail and the shopper's order page link to the carrier's tracking page.
import { beforeEach, describe, expect, it } from 'vitest';
import ordersHandler from '../../../netlify/functions/admin-orders.mts';
import shipmentsHandler from '../../../netlify/functions/admin-order-shipments.mts';
import orderRead from '../../../netlify/functions/checkout-order-read.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { ORDER_TOKEN_HEADER } from '../../../src/domain/orders/order-link.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { adminToken, authed, createAccounts, jsonInit } from './helpers.ts';

const POSTNL = '3SMLUM0123456';
const POSTNL_LINK = `https://jouw.postnl.nl/track-and-trace/${POSTNL}-NL-1012AB`;

let token: string;

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
});

/** A paid bank-transfer order to Amsterdam, in Dutch: its id and the shopper's access token. */
async function paidDutchOrder(): Promise<{ id: number; accessToken: string }> {
  const product = await createProduct({ stock: 5, priceCents: 9500 });
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: 1 }], {
      language: 'nl',
      customer: { ...orderBody([]).customer, country: 'NL', postalCode: '1012 AB', city: 'Amsterdam' },
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { order: { id: number }; accessToken: string };
  // paid as the seed pays its orders: the status, then its money into the ledger
  await getSql()`update public.orders set status = 'paid', paid_at = now() where id = ${body.order.id}`;
  await getSql()`select public.record_unrecorded_payments()`;
  return { id: body.order.id, accessToken: body.accessToken };
}

const call = (
  handler: typeof shipmentsHandler,
  path: string,
  init: RequestInit,
  params: Record<string, string>,
): Promise<Response> => handler(new Request(`http://localhost${path}`, init), functionContext(params));

async function shippedEmails(orderId: number) {
  await mailDeliveryInFlight();
  return getSql()<{ subject: string; html: string; text_body: string }[]>`
    select subject, html, text_body from public.outgoing_emails
     where order_id = ${orderId} and kind = 'order_shipped' order by id`;
}

async function shopperPage(id: number, accessToken: string) {
  const res = await orderRead(
    new Request(`http://localhost/api/checkout/orders/${id}`, { headers: { [ORDER_TOKEN_HEADER]: accessToken } }),
    functionContext({ id: String(id) }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: { shipments: unknown[] } }).order;
}

describe('shipments', () => {
  it('marked shipped with a PostNL number: the shipped e-mail and the order page link to its tracking page', async () => {
    const { id, accessToken } = await paidDutchOrder();
    const res = await call(
      ordersHandler,
      `/api/orders/${id}/status`,
      jsonInit(token, 'PUT', { status: 'shipped', shipment: { carrier: 'postnl', tracking_number: ` ${POSTNL} ` } }),
      { id: String(id), action: 'status' },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { status: string; shipments: { tracking_link: string; parcels: number }[] };
    expect(answer.status).toBe('shipped');
    expect(answer.shipments).toEqual([expect.objectContaining({ tracking_link: POSTNL_LINK, parcels: 1 })]);
    const [mail, ...more] = await shippedEmails(id);
    expect(more).toEqual([]);
    expect(mail!.html).toContain(`href="${POSTNL_LINK}"`);
    expect(mail!.text_body).toContain(`Volg het PostNL-pakket nr. ${POSTNL}: ${POSTNL_LINK}`);
    expect((await shopperPage(id, accessToken)).shipments).toEqual([
      { carrier: 'postnl', trackingNumber: POSTNL, trackingLink: POSTNL_LINK, parcels: 1 },
    ]);
  });

  it('marked shipped without a number (skipped): the e-mail goes without a link, a parcel added later sends it again', async () => {
    const { id } = await paidDutchOrder();
    const res = await call(ordersHandler, `/api/orders/${id}/status`, jsonInit(token, 'PUT', { status: 'shipped' }), {
      id: String(id),
      action: 'status',
    });
    expect(res.status).toBe(200);
    expect((await shippedEmails(id))[0]!.html).not.toContain('jouw.postnl.nl');
    const added = await call(
      shipmentsHandler,
      `/api/orders/${id}/shipments`,
      jsonInit(token, 'POST', { carrier: 'dpd', tracking_number: '01234567890123', parcels: 2 }),
      { id: String(id) },
    );
    expect(added.status, await added.clone().text()).toBe(201);
    const shipment = (await added.json()) as { id: number; tracking_link: string };
    expect(shipment.tracking_link).toBe('https://tracking.dpd.de/status/nl_NL/parcel/01234567890123');
    const mails = await shippedEmails(id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('(2 pakketten)');

    // corrected: another carrier with its own address; then deleted
    const path = `/api/orders/${id}/shipments/${shipment.id}`;
    const params = { id: String(id), shipmentId: String(shipment.id) };
    const patched = await call(
      shipmentsHandler,
      path,
      jsonInit(token, 'PATCH', {
        carrier: 'other',
        tracking_number: 'AB-12',
        tracking_url: 'https://track.example.com/AB-12',
      }),
      params,
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ carrier: 'other', tracking_link: 'https://track.example.com/AB-12' });
    const deleted = await call(shipmentsHandler, path, authed(token, { method: 'DELETE' }), params);
    expect(deleted.status).toBe(200);
    expect(await getSql()`select id from public.shipments where order_id = ${id}`).toEqual([]);
    expect((await call(shipmentsHandler, path, authed(token, { method: 'DELETE' }), params)).status).toBe(404);
  });

  it('refuses an unknown carrier, a missing number, and "other" without an https address, naming the field', async () => {
    const { id } = await paidDutchOrder();
    const post = (body: unknown) =>
      call(shipmentsHandler, `/api/orders/${id}/shipments`, jsonInit(token, 'POST', body), { id: String(id) });
    const cases: [unknown, string][] = [
      [{ carrier: 'ups', tracking_number: '1Z' }, 'carrier'],
      [{ carrier: 'bpost', tracking_number: '  ' }, 'tracking_number'],
      [{ carrier: 'other', tracking_number: 'X1', tracking_url: 'http://track.example.com/X1' }, 'tracking_url'],
      [{ carrier: 'other', tracking_number: 'X1' }, 'tracking_url'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty([field]);
    }
    const missing = await call(
      shipmentsHandler,
      '/api/orders/999999/shipments',
      jsonInit(token, 'POST', { carrier: 'gls', tracking_number: 'ZX1' }),
      { id: '999999' },
    );
    expect(missing.status).toBe(404);
    const anonymous = await call(
      shipmentsHandler,
      `/api/orders/${id}/shipments`,
      jsonInit(null, 'POST', { carrier: 'gls', tracking_number: 'ZX1' }),
      { id: String(id) },
    );
    expect(anonymous.status).toBe(401);
  });
});
