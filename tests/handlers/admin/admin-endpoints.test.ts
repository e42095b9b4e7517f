// Every back-office endpoint: 401 without a token (and with a revoked or forged one), 403 for a
// signed-in account that is not on the admin list, the expected answer for an admin, and that answer
// exactly as the contract's schema describes it (src/contract/admin/endpoints.ts): no field missing,
// none it does not declare; the refusals in the one error body of src/contract/errors.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bankStatements from '../../../netlify/functions/admin-bank-statements.mts';
import categories from '../../../netlify/functions/admin-categories.mts';
import inbox from '../../../netlify/functions/admin-inbox.mts';
import orderEmail from '../../../netlify/functions/admin-order-email.mts';
import orderRefund from '../../../netlify/functions/admin-order-refund.mts';
import orderShipments from '../../../netlify/functions/admin-order-shipments.mts';
import shippingZones from '../../../netlify/functions/admin-shipping-zones.mts';
import testimonials from '../../../netlify/functions/admin-testimonials.mts';
import withdrawals from '../../../netlify/functions/admin-withdrawals.mts';
import withdrawalPeriod from '../../../netlify/functions/admin-order-withdrawal-period.mts';
import orderLedger from '../../../netlify/functions/admin-order-ledger.mts';
import resendEmail from '../../../netlify/functions/admin-order-email-resend.mts';
import orders from '../../../netlify/functions/admin-orders.mts';
import orderPdf from '../../../netlify/functions/admin-order-pdf.mts';
import products from '../../../netlify/functions/admin-products.mts';
import promoCodes from '../../../netlify/functions/admin-promo-codes.mts';
import launchChecklist from '../../../netlify/functions/admin-launch-checklist.mts';
import publishState from '../../../netlify/functions/admin-publish-state.mts';
import settings from '../../../netlify/functions/admin-settings.mts';
import stats from '../../../netlify/functions/admin-stats.mts';
import uploads from '../../../netlify/functions/admin-uploads.mts';
import vatRates from '../../../netlify/functions/admin-vat-rates.mts';
import vatReturn from '../../../netlify/functions/admin-vat-return.mts';
import accountingExport from '../../../netlify/functions/admin-accounting-export.mts';
import logout from '../../../netlify/functions/auth-logout.mts';
import user from '../../../netlify/functions/auth-user.mts';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from '../../../src/contract/admin/endpoints.ts';
import { errorBodySchema } from '../../../src/contract/errors.ts';
import { brusselsDay } from '../../../src/domain/tax/vat-rates.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { importBankStatement } from '../../../src/server/payments/statements/statement-import.ts';
import { saveContactMessage } from '../../../src/server/contact/contact-inbox.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { sendOrderConfirmationAgain } from '../../../src/server/orders/order-emails.ts';
import { camt053Statement } from '../../support/camt053.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import {
  adminToken,
  authed,
  createAccounts,
  file,
  jsonInit,
  nonAdminToken,
  placeTestOrder,
  pngBytes,
  productForm,
} from './helpers.ts';

interface Endpoint {
  name: string;
  handler: FunctionHandler;
  method: string;
  url: string;
  params?: Record<string, string>;
  /** The request body, made fresh for each call. */
  body?: () => Promise<{ json?: unknown; form?: FormData }>;
  /** Status and a check of the answer for an admin. */
  expect: number;
  check?: (body: unknown) => void;
  /** The contract's endpoint ('METHOD /path/{param}') whose answer schema the admin's answer must match. */
  contract?: string;
}

let blobs: BlobsServer;
let blobsDir: string;
let ids: {
  product: number;
  image: number;
  category: number;
  emptyCategory: number;
  order: number;
  deletableOrder: number;
  deletableProduct: number;
  email: number;
  statement: number;
  /** The statement's line left to review (no order of that communication), applied to `order`. */
  statementEntry: number;
  /** Cancelled, holding a test-gateway payment marked "refund needed". */
  refundOrder: number;
  /** A parcel of `order`, corrected then deleted. */
  shipment: number;
  withdrawal: number;
  /** A return of `paidOrder` (no refund since), refused. */
  refusableWithdrawal: number;
  paidOrder: number;
};
/** A Brussels day ten days ahead: a VAT rate not yet in force, that may be withdrawn. */
const scheduledDay = brusselsDay(new Date(Date.now() + 10 * 86_400_000));

beforeAll(async () => {
  blobsDir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  blobs = new BlobsServer({ directory: blobsDir, token: 'test-token' });
  const { port } = await blobs.start();
  setEnvironmentContext({
    siteID: 'test-site',
    token: 'test-token',
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
  });
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  const sql = getSql();
  const [p1, p2] = await sql.unsafe<{ id: number; image: number }[]>(
    `select p.id, (select min(i.id) from public.product_images i where i.product_id = p.id) as image
       from public.products p where exists (select 1 from public.product_images i where i.product_id = p.id) order by p.id limit 2`,
  );
  const [c1] = await sql.unsafe<{ id: number }[]>('select category_id as id from public.products limit 1');
  const [c2] = await sql.unsafe<{ id: number }[]>(
    "insert into public.categories (name, slug) values ('Vide', 'vide') returning id",
  );
  ids = {
    product: p1!.id,
    image: p1!.image,
    category: c1!.id,
    emptyCategory: c2!.id,
    order: await placeTestOrder(p1!.id, 1),
    deletableOrder: await placeTestOrder(p1!.id, 1),
    deletableProduct: p2!.id,
    email: 0,
    statement: 0,
    statementEntry: 0,
    refundOrder: await placeTestOrder(p1!.id, 1),
    shipment: 0,
    withdrawal: 0,
    refusableWithdrawal: 0,
    paidOrder: await placeTestOrder(p1!.id, 1),
  };
  // an order to pack: paid, its money in the ledger
  await sql`update public.orders set status = 'paid', paid_at = now() where id = ${ids.paidOrder}`;
  await sql`select public.record_unrecorded_payments()`;
  await sql`insert into public.payment_events (provider, event_id, order_id, outcome, amount_cents, session_id, result)
            values ('test', 'evt_endpoints_refund', ${ids.refundOrder}, 'succeeded', 1000, 'sess_endpoints_refund', 'refund_needed')`;
  await sql`update public.orders set status = 'cancelled', refund_needed_at = now() where id = ${ids.refundOrder}`;
  const [shipment] = await sql<{ id: number }[]>`
    insert into public.shipments (order_id, carrier, tracking_number) values (${ids.order}, 'bpost', '323200000001') returning id`;
  ids.shipment = shipment!.id;
  const [withdrawal] = await sql<{ id: number }[]>`
    insert into public.withdrawals (order_id, name, email, lines, amount_cents)
    values (${ids.order}, 'Camille Dupont', 'camille@example.be', '[{"id": 1, "product_name": "Ambre", "size_ml": 50, "quantity": 1, "unit_price_cents": 1000}]', 1000)
    returning id`;
  ids.withdrawal = withdrawal!.id;
  const [refusable] = await sql<{ id: number }[]>`
    insert into public.withdrawals (order_id, name, email, lines, amount_cents)
    values (${ids.paidOrder}, 'Camille Dupont', 'camille@example.be', '[{"id": 1, "product_name": "Ambre", "size_ml": 50, "quantity": 1, "unit_price_cents": 1000}]', 1000)
    returning id`;
  ids.refusableWithdrawal = refusable!.id;
  // an e-mail of the order, sent, that an admin can send again
  await sendOrderConfirmationAgain(ids.order, 'admin:test');
  await mailDeliveryInFlight();
  const [mail] = await sql<
    { id: number }[]
  >`select min(id)::int as id from public.outgoing_emails where order_id = ${ids.order} and status = 'sent'`;
  ids.email = mail!.id;
  await saveContactMessage({
    name: 'Léa',
    email: 'lea@example.be',
    subject: 'press',
    message: 'Bonjour',
    language: 'fr',
  });
  const imported = await importBankStatement(
    {
      xml: camt053Statement({
        messageId: 'MSG-ENDPOINTS',
        statementId: 'STMT-E',
        entries: [{ ref: 'E-1', amount: '45.00', communication: '+++000/9876/54364+++' }],
      }),
      fileName: 'e.xml',
      sha256: 'e'.repeat(64),
    },
    'admin:test',
  );
  ids.statement = imported.import.id;
  ids.statementEntry = imported.import.entries[0]!.id;
});

afterAll(async () => {
  await blobs.stop();
  rmSync(blobsDir, { recursive: true, force: true });
});

function endpoints(): Endpoint[] {
  const id = String(ids.product);
  const order = String(ids.order);
  const stockForm = (stock: string, method?: string) => async () => {
    const form = new FormData();
    if (method) form.set('_method', method);
    form.set('stock', stock);
    return { form };
  };
  return [
    {
      name: 'current user',
      handler: user,
      method: 'GET',
      url: '/api/user',
      expect: 200,
      check: (b) => expect(b).toMatchObject({ email: 'admin@test.local' }),
    },
    {
      name: 'create product',
      handler: products,
      method: 'POST',
      url: '/api/products',
      body: async () => ({ form: await productForm() }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ name: 'Ambre Nocturne' }),
      contract: 'POST /api/products',
    },
    {
      name: 'update product',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}`,
      params: { id },
      body: stockForm('42', 'PUT'),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ stock: 42 }),
      contract: 'POST /api/products/{id}',
    },
    {
      name: 'update product with a real PUT',
      handler: products,
      method: 'PUT',
      url: `/api/products/${id}`,
      params: { id },
      body: stockForm('43'),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ stock: 43 }),
      contract: 'PUT /api/products/{id}',
    },
    {
      name: 'reorder images',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}/images/reorder`,
      params: { id, imageId: 'reorder' },
      body: async () => ({ json: { orders: [{ id: ids.image, order: 0 }] } }),
      expect: 200,
      contract: 'POST /api/products/{id}/images/reorder',
    },
    {
      name: 'replace one image',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}/images/${ids.image}`,
      params: { id, imageId: String(ids.image) },
      body: async () => {
        const form = new FormData();
        form.set('image', file(await pngBytes(), 'replacement.png'));
        return { form };
      },
      expect: 200,
      contract: 'POST /api/products/{id}/images/{imageId}',
    },
    {
      name: 'special products',
      handler: products,
      method: 'POST',
      url: '/api/products/update-special',
      params: { id: 'update-special' },
      body: async () => ({ json: { featured: [ids.product], hero: [ids.product] } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ message: 'Produits spéciaux mis à jour avec succès\u202f!' }),
      contract: 'POST /api/products/update-special',
    },
    {
      name: 'delete product',
      handler: products,
      method: 'DELETE',
      url: `/api/products/${ids.deletableProduct}`,
      params: { id: String(ids.deletableProduct) },
      expect: 200,
      contract: 'DELETE /api/products/{id}',
    },
    {
      name: 'create category',
      handler: categories,
      method: 'POST',
      url: '/api/categories',
      body: async () => ({ json: { name: 'Chypré' } }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ slug: 'chypre' }),
      contract: 'POST /api/categories',
    },
    {
      name: 'update category',
      handler: categories,
      method: 'PUT',
      url: `/api/categories/${ids.category}`,
      params: { id: String(ids.category) },
      body: async () => ({ json: { name: 'Oriental boisé' } }),
      expect: 200,
      contract: 'PUT /api/categories/{id}',
    },
    {
      name: 'delete category',
      handler: categories,
      method: 'DELETE',
      url: `/api/categories/${ids.emptyCategory}`,
      params: { id: String(ids.emptyCategory) },
      expect: 200,
      contract: 'DELETE /api/categories/{id}',
    },
    {
      name: 'list orders',
      handler: orders,
      method: 'GET',
      url: '/api/orders?page=1&per_page=5',
      expect: 200,
      check: (b) => expect(b).toMatchObject({ page: 1, per_page: 5, data: expect.any(Array) }),
      contract: 'GET /api/orders',
    },
    {
      name: 'one order',
      handler: orders,
      method: 'GET',
      url: `/api/orders/${order}`,
      params: { id: order },
      expect: 200,
      check: (b) => expect(b).toMatchObject({ id: ids.order }),
      contract: 'GET /api/orders/{id}',
    },
    {
      name: 'order status',
      handler: orders,
      method: 'PUT',
      url: `/api/orders/${order}/status`,
      params: { id: order, action: 'status' },
      body: async () => ({ json: { status: 'paid' } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ id: ids.order, status: 'paid' }),
      contract: 'PUT /api/orders/{id}/status',
    },
    {
      name: 'invoice',
      handler: orders,
      method: 'GET',
      url: `/api/orders/${order}/invoice`,
      params: { id: order, action: 'invoice' },
      expect: 200,
      contract: 'GET /api/orders/{id}/invoice',
    },
    {
      name: 'invoice pdf',
      handler: orderPdf,
      method: 'GET',
      url: `/api/orders/${order}/invoice-pdf`,
      params: { id: order },
      expect: 200,
      contract: 'GET /api/orders/{id}/invoice-pdf',
    },
    {
      name: 'retry a refund',
      handler: orderRefund,
      method: 'POST',
      url: `/api/orders/${ids.refundOrder}/refund`,
      params: { id: String(ids.refundOrder) },
      expect: 200,
      check: (b) =>
        expect(b).toMatchObject({
          refund_needed_at: null,
          refunds: [{ provider: 'test', amount_cents: 1000, result: 'refunded' }],
        }),
      contract: 'POST /api/orders/{id}/refund',
    },
    {
      name: 'add a shipment',
      handler: orderShipments,
      method: 'POST',
      url: `/api/orders/${order}/shipments`,
      params: { id: order },
      body: async () => ({ json: { carrier: 'gls', tracking_number: 'ZX12AB34', parcels: 2 } }),
      expect: 201,
      check: (b) =>
        expect(b).toMatchObject({ carrier: 'gls', parcels: 2, tracking_link: expect.stringContaining('ZX12AB34') }),
      contract: 'POST /api/orders/{id}/shipments',
    },
    {
      name: 'correct a shipment',
      handler: orderShipments,
      method: 'PATCH',
      url: `/api/orders/${order}/shipments/${ids.shipment}`,
      params: { id: order, shipmentId: String(ids.shipment) },
      body: async () => ({ json: { carrier: 'bpost', tracking_number: '323200000002' } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ id: ids.shipment, tracking_number: '323200000002' }),
      contract: 'PATCH /api/orders/{id}/shipments/{shipmentId}',
    },
    {
      name: 'delete a shipment',
      handler: orderShipments,
      method: 'DELETE',
      url: `/api/orders/${order}/shipments/${ids.shipment}`,
      params: { id: order, shipmentId: String(ids.shipment) },
      expect: 200,
      contract: 'DELETE /api/orders/{id}/shipments/{shipmentId}',
    },
    {
      name: 'orders to pack',
      handler: orders,
      method: 'GET',
      url: '/api/admin/packing',
      expect: 200,
      check: (b) =>
        expect((b as { orders: { id: number }[] }).orders).toContainEqual(
          expect.objectContaining({ id: ids.paidOrder }),
        ),
      contract: 'GET /api/admin/packing',
    },
    {
      name: 'packing slip',
      handler: orderPdf,
      method: 'GET',
      url: `/api/orders/${order}/packing-slip`,
      params: { id: order, action: 'packing-slip' },
      expect: 200,
      contract: 'GET /api/orders/{id}/packing-slip',
    },
    {
      name: 'packing slips of a selection',
      handler: orderPdf,
      method: 'GET',
      url: `/api/admin/packing/slips?ids=${order},${ids.paidOrder}`,
      expect: 200,
      contract: 'GET /api/admin/packing/slips',
    },
    {
      name: 'bulk mark shipped',
      handler: orderShipments,
      method: 'POST',
      url: '/api/admin/shipments/bulk',
      body: async () => ({
        json: { shipments: [{ order_id: ids.paidOrder, carrier: 'dpd', tracking_number: 'DPD123' }] },
      }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ shipped: [{ order_id: ids.paidOrder, status: 'shipped' }] }),
      contract: 'POST /api/admin/shipments/bulk',
    },
    {
      name: 'record a payment',
      handler: orderLedger,
      method: 'POST',
      url: `/api/orders/${order}/payments`,
      params: { id: order },
      body: async () => ({ json: { amount_cents: 500, method: 'cash', received_on: '2026-11-20' } }),
      expect: 201,
      check: (b) =>
        expect(b).toMatchObject({
          id: ids.order,
          ledger: expect.arrayContaining([expect.objectContaining({ amount_cents: 500 })]),
        }),
      contract: 'POST /api/orders/{id}/payments',
    },
    {
      name: 'record a refund',
      handler: orderLedger,
      method: 'POST',
      url: `/api/orders/${order}/refunds`,
      params: { id: order },
      body: async () => ({ json: { amount_cents: 300, reason: 'one sample missing' } }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ refunds: [{ amount_cents: 300, how: 'hand', result: 'refunded' }] }),
      contract: 'POST /api/orders/{id}/refunds',
    },
    {
      name: 'resend confirmation',
      handler: orderEmail,
      method: 'POST',
      url: `/api/orders/${order}/send-email`,
      params: { id: order },
      expect: 200,
      contract: 'POST /api/orders/{id}/send-email',
    },
    {
      name: 'send one e-mail again',
      handler: resendEmail,
      method: 'POST',
      url: `/api/orders/${order}/emails/${ids.email}/resend`,
      params: { id: order, emailId: String(ids.email) },
      expect: 201,
      contract: 'POST /api/orders/{id}/emails/{emailId}/resend',
    },
    {
      name: 'delete order',
      handler: orders,
      method: 'DELETE',
      url: `/api/orders/${ids.deletableOrder}`,
      params: { id: String(ids.deletableOrder) },
      expect: 200,
      contract: 'DELETE /api/orders/{id}',
    },
    {
      name: 'import a bank statement',
      handler: bankStatements,
      method: 'POST',
      url: '/api/admin/bank-statements',
      body: async () => {
        const form = new FormData();
        const xml = camt053Statement({
          messageId: 'MSG-ENDPOINTS-2',
          statementId: 'STMT-E2',
          entries: [{ ref: 'E-2', amount: '12.00' }],
        });
        form.set('file', file(xml, 'releve.xml', 'application/xml'));
        return { form };
      },
      expect: 201,
      check: (b) => expect(b).toMatchObject({ already_imported: false, new_entries: 1 }),
      contract: 'POST /api/admin/bank-statements',
    },
    {
      name: 'bank statement imports',
      handler: bankStatements,
      method: 'GET',
      url: '/api/admin/bank-statements?page=1&per_page=5',
      expect: 200,
      contract: 'GET /api/admin/bank-statements',
    },
    {
      name: 'one bank statement import',
      handler: bankStatements,
      method: 'GET',
      url: `/api/admin/bank-statements/${ids.statement}`,
      params: { id: String(ids.statement) },
      expect: 200,
      check: (b) => expect(b).toMatchObject({ id: ids.statement, counts: { review: 1 } }),
      contract: 'GET /api/admin/bank-statements/{id}',
    },
    {
      name: 'a statement line applied to an order',
      handler: bankStatements,
      method: 'POST',
      url: `/api/admin/bank-statements/${ids.statement}/entries/${ids.statementEntry}/apply`,
      params: { id: String(ids.statement), entryId: String(ids.statementEntry) },
      body: async () => ({ json: { order: ids.order } }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ order: { id: ids.order } }),
      contract: 'POST /api/admin/bank-statements/{id}/entries/{entryId}/apply',
    },
    {
      name: 'stats',
      handler: stats,
      method: 'GET',
      url: '/api/admin/stats',
      expect: 200,
      check: (b) => {
        const stats = b as { counts: { products: number }; by_month: unknown[] };
        expect(stats.counts.products).toBeGreaterThan(0);
        expect(stats.by_month).toHaveLength(12);
      },
      contract: 'GET /api/admin/stats',
    },
    {
      name: 'read settings',
      handler: settings,
      method: 'GET',
      url: '/api/admin/settings',
      expect: 200,
      check: (b) => expect(b).toHaveProperty('shipping_fee_cents'),
      contract: 'GET /api/admin/settings',
    },
    {
      name: 'write settings',
      handler: settings,
      method: 'PUT',
      url: '/api/admin/settings',
      body: async () => ({ json: { shipping_fee_cents: 1200, paypal_enabled: true } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ shipping_fee_cents: 1200, paypal_enabled: true }),
      contract: 'PUT /api/admin/settings',
    },
    {
      name: 'read shipping zones',
      handler: shippingZones,
      method: 'GET',
      url: '/api/admin/shipping-zones',
      expect: 200,
      check: (b) => expect((b as { zones: unknown[] }).zones.length).toBeGreaterThan(0),
      contract: 'GET /api/admin/shipping-zones',
    },
    {
      name: 'write shipping zones',
      handler: shippingZones,
      method: 'PUT',
      url: '/api/admin/shipping-zones',
      body: async () => ({
        json: {
          zones: [
            {
              name: 'Partout',
              countries: [...SHIPPING_COUNTRIES],
              rate: { kind: 'flat', cents: 1000 },
              free_from_cents: null,
              delivery_days_min: 2,
              delivery_days_max: 5,
            },
          ],
        },
      }),
      expect: 200,
      check: (b) =>
        expect(b).toMatchObject({
          zones: [{ name: 'Partout', rate: { kind: 'flat', cents: 1000 }, delivery_days_min: 2, delivery_days_max: 5 }],
        }),
      contract: 'PUT /api/admin/shipping-zones',
    },
    {
      name: 'list returns',
      handler: withdrawals,
      method: 'GET',
      url: '/api/admin/withdrawals',
      expect: 200,
      check: (b) => expect((b as { items: unknown[] }).items).toHaveLength(2),
      contract: 'GET /api/admin/withdrawals',
    },
    {
      name: 'mark a return received',
      handler: withdrawals,
      method: 'PATCH',
      url: `/api/admin/withdrawals/${ids.withdrawal}`,
      params: { id: String(ids.withdrawal) },
      body: async () => ({ json: { goods_received: true } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ goods_received_at: expect.any(String) }),
      contract: 'PATCH /api/admin/withdrawals/{id}',
    },
    {
      name: 'refuse a return',
      handler: withdrawals,
      method: 'POST',
      url: `/api/admin/withdrawals/${ids.refusableWithdrawal}/refusal`,
      params: { id: String(ids.refusableWithdrawal) },
      body: async () => ({ json: { reason: 'Flacon ouvert' } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ status: 'refused', refusal_reason: 'Flacon ouvert' }),
      contract: 'POST /api/admin/withdrawals/{id}/refusal',
    },
    {
      name: "read an order's withdrawal period",
      handler: withdrawalPeriod,
      method: 'GET',
      url: `/api/orders/${ids.order}/withdrawal-period`,
      params: { id: String(ids.order) },
      expect: 200,
      contract: 'GET /api/orders/{id}/withdrawal-period',
    },
    {
      name: "extend an order's withdrawal period",
      handler: withdrawalPeriod,
      method: 'PUT',
      url: `/api/orders/${ids.order}/withdrawal-period`,
      params: { id: String(ids.order) },
      body: async () => ({ json: { open_until: scheduledDay } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ open_until: scheduledDay }),
      contract: 'PUT /api/orders/{id}/withdrawal-period',
    },
    {
      name: 'read testimonials',
      handler: testimonials,
      method: 'GET',
      url: '/api/admin/testimonials',
      expect: 200,
      contract: 'GET /api/admin/testimonials',
    },
    {
      name: 'write testimonials',
      handler: testimonials,
      method: 'PUT',
      url: '/api/admin/testimonials',
      body: async () => ({
        json: {
          items: [
            { language: 'fr', quote: 'Un sillage inoubliable.', author: 'Une cliente', source: 'e-mail du 3 mars' },
          ],
        },
      }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ items: [{ language: 'fr', author: 'Une cliente' }] }),
      contract: 'PUT /api/admin/testimonials',
    },
    {
      name: 'storefront publish state',
      handler: publishState,
      method: 'GET',
      url: '/api/admin/publish-state',
      expect: 200,
      check: (b) => expect(b).toHaveProperty('state'),
      contract: 'GET /api/admin/publish-state',
    },
    {
      name: 'launch checklist',
      handler: launchChecklist,
      method: 'GET',
      url: '/api/admin/launch-checklist',
      expect: 200,
      check: (b) => expect(b).toHaveProperty('ready'),
      contract: 'GET /api/admin/launch-checklist',
    },
    {
      name: 'list promo codes',
      handler: promoCodes,
      method: 'GET',
      url: '/api/admin/promo-codes',
      expect: 200,
      contract: 'GET /api/admin/promo-codes',
    },
    {
      name: 'create promo code',
      handler: promoCodes,
      method: 'POST',
      url: '/api/admin/promo-codes',
      body: async () => ({ json: { code: 'SPRING20', percent_off: 20 } }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ code: 'SPRING20', percent_off: 20, active: true, once_per_email: false }),
      contract: 'POST /api/admin/promo-codes',
    },
    {
      name: 'update promo code',
      handler: promoCodes,
      method: 'PUT',
      url: '/api/admin/promo-codes/spring20',
      params: { code: 'spring20' },
      body: async () => ({ json: { active: false } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ active: false }),
      contract: 'PUT /api/admin/promo-codes/{code}',
    },
    {
      name: 'delete promo code',
      handler: promoCodes,
      method: 'DELETE',
      url: '/api/admin/promo-codes/spring20',
      params: { code: 'spring20' },
      expect: 200,
      contract: 'DELETE /api/admin/promo-codes/{code}',
    },
    {
      name: 'VAT rates',
      handler: vatRates,
      method: 'GET',
      url: '/api/admin/vat-rates',
      expect: 200,
      contract: 'GET /api/admin/vat-rates',
    },
    {
      name: 'schedule a VAT rate',
      handler: vatRates,
      method: 'POST',
      url: '/api/admin/vat-rates',
      body: async () => ({ json: { country: 'BE', rate_bp: 2200, valid_from: scheduledDay } }),
      expect: 201,
      check: (b) =>
        expect(b).toMatchObject({
          country: 'BE',
          rate_bp: 2200,
          valid_from: scheduledDay,
          scheduled: true,
          in_force: false,
        }),
      contract: 'POST /api/admin/vat-rates',
    },
    {
      name: 'withdraw a scheduled VAT rate',
      handler: vatRates,
      method: 'DELETE',
      url: `/api/admin/vat-rates/BE/${scheduledDay}`,
      params: { country: 'BE', validFrom: scheduledDay },
      expect: 200,
      contract: 'DELETE /api/admin/vat-rates/{country}/{validFrom}',
    },
    {
      name: 'VAT return',
      handler: vatReturn,
      method: 'GET',
      url: '/api/admin/vat-return',
      expect: 200,
      contract: 'GET /api/admin/vat-return',
    },
    {
      name: 'VAT return as CSV',
      handler: vatReturn,
      method: 'GET',
      url: '/api/admin/vat-return?format=csv&lang=en',
      expect: 200,
      check: (b) => expect(b).toMatch(/^\uFEFF?Quarter;Country;Scheme/),
    },
    {
      name: "accountant's export",
      handler: accountingExport,
      method: 'GET',
      url: `/api/admin/accounting-export?from=${brusselsDay(new Date())}&to=${brusselsDay(new Date())}`,
      expect: 200,
      contract: 'GET /api/admin/accounting-export',
    },
    {
      name: 'contact messages',
      handler: inbox,
      method: 'GET',
      url: '/api/admin/messages',
      expect: 200,
      check: (b) => expect((b as { data: { email: string }[] }).data[0]).toMatchObject({ email: 'lea@example.be' }),
      contract: 'GET /api/admin/messages',
    },
    {
      name: 'newsletter subscribers',
      handler: inbox,
      method: 'GET',
      url: '/api/admin/newsletter-subscribers',
      expect: 200,
      check: (b) => expect(b).toHaveProperty('total'),
      contract: 'GET /api/admin/newsletter-subscribers',
    },
    {
      name: 'direct upload tickets',
      handler: uploads,
      method: 'POST',
      url: '/api/admin/uploads',
      body: async () => ({ json: { files: [{ name: 'flacon.png', type: 'image/png', size: 1000 }] } }),
      expect: 201,
      contract: 'POST /api/admin/uploads',
    },
    { name: 'logout', handler: logout, method: 'POST', url: '/api/logout', expect: 200 },
  ];
}

const contractKey = (e: Pick<AdminEndpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The contract's endpoint of a call. */
function contractOf(endpoint: Endpoint): AdminEndpoint | undefined {
  return ADMIN_ENDPOINTS.find((e) => contractKey(e) === endpoint.contract);
}

/** The answer as its contract declares it: parsed by the answer schema (which keeps only what it declares), nothing lost. */
function expectContractAnswer(endpoint: Endpoint, res: Response, text: string): void {
  const contract = contractOf(endpoint);
  if (!contract) return;
  expect(res.status, endpoint.name).toBe(contract.status);
  if (typeof contract.answer === 'string') {
    expect(res.headers.get('content-type'), endpoint.name).toContain(contract.answer);
    return;
  }
  const body: unknown = JSON.parse(text);
  const parsed = contract.answer.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues, endpoint.name).toBeNull();
  expect(parsed.data, `${endpoint.name}: a field the contract does not declare`).toEqual(body);
}

async function call(endpoint: Endpoint, token: string | null): Promise<Response> {
  const body = endpoint.body ? await endpoint.body() : {};
  const init =
    body.json !== undefined
      ? jsonInit(token, endpoint.method, body.json)
      : authed(token, { method: endpoint.method, ...(body.form ? { body: body.form } : {}) });
  return endpoint.handler(new Request(`http://localhost${endpoint.url}`, init), functionContext(endpoint.params));
}

describe('every admin endpoint', () => {
  it('answers 401 without a token, with a forged token and with a revoked one', async () => {
    const revoked = await adminToken();
    await callFunction(logout, new Request('http://localhost/api/logout', authed(revoked, { method: 'POST' })));
    for (const endpoint of endpoints()) {
      for (const token of [null, 'not-a-token-at-all', `${revoked.slice(0, -4)}AAAA`, revoked]) {
        const res = await call(endpoint, token);
        expect(res.status, `${endpoint.name} with ${token ? 'a bad token' : 'no token'}`).toBe(401);
        expect(errorBodySchema.parse(await res.json()).code, endpoint.name).toBe('unauthenticated');
      }
    }
  });

  it('answers 403 to a signed-in account that is not on the admin list', async () => {
    const token = await nonAdminToken();
    for (const endpoint of endpoints().filter((e) => e.name !== 'logout')) {
      const res = await call(endpoint, token);
      expect(res.status, endpoint.name).toBe(403);
      expect(errorBodySchema.parse(await res.json()).code, endpoint.name).toBe('not_admin');
    }
  });

  it('gives an admin the expected answer, and nothing changed before', async () => {
    const token = await adminToken();
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, token);
      const text = await res.text();
      expect(res.status, `${endpoint.name}: ${text.slice(0, 300)}`).toBe(endpoint.expect);
      const isJson = res.headers.get('content-type')?.startsWith('application/json') ?? false;
      if (endpoint.check) endpoint.check(isJson ? JSON.parse(text) : text);
      expectContractAnswer(endpoint, res, text);
    }
  });

  it('calls every endpoint of the admin contract', () => {
    const called = new Set(endpoints().map((e) => e.contract));
    expect(ADMIN_ENDPOINTS.map(contractKey).filter((key) => !called.has(key))).toEqual([]);
  });
});

describe('refusals', () => {
  it('answer the one error body {error, code, errors?}, with a code a client can map', async () => {
    const token = await adminToken();
    const notJson = (url: string, params: Record<string, string>) =>
      orders(
        new Request(
          `http://localhost${url}`,
          authed(token, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{status:' }),
        ),
        functionContext(params),
      );
    const refused: [string, Promise<Response>, number, string][] = [
      [
        'unknown product',
        call(
          {
            name: '',
            handler: products,
            method: 'DELETE',
            url: '/api/products/999999',
            params: { id: '999999' },
            expect: 404,
          },
          token,
        ),
        404,
        'not_found',
      ],
      [
        'a price that is not one',
        call(
          {
            name: '',
            handler: products,
            method: 'POST',
            url: '/api/products',
            body: async () => ({ form: await productForm({ price: 'abc' }) }),
            expect: 422,
          },
          token,
        ),
        422,
        'validation_failed',
      ],
      [
        'a category with products',
        call(
          {
            name: '',
            handler: categories,
            method: 'DELETE',
            url: `/api/categories/${ids.category}`,
            params: { id: String(ids.category) },
            expect: 409,
          },
          token,
        ),
        409,
        'category_not_empty',
      ],
      [
        'an id that is not a number',
        call(
          { name: '', handler: orders, method: 'GET', url: '/api/orders/abc', params: { id: 'abc' }, expect: 400 },
          token,
        ),
        400,
        'invalid_id',
      ],
      [
        'a body that is not JSON',
        notJson(`/api/orders/${ids.order}/status`, { id: String(ids.order), action: 'status' }),
        400,
        'invalid_json',
      ],
      [
        'a method the path does not take',
        call({ name: '', handler: settings, method: 'POST', url: '/api/admin/settings', expect: 405 }, token),
        405,
        'method_not_allowed',
      ],
      [
        'a statement upload without a file',
        call(
          {
            name: '',
            handler: bankStatements,
            method: 'POST',
            url: '/api/admin/bank-statements',
            body: async () => ({ form: new FormData() }),
            expect: 422,
          },
          token,
        ),
        422,
        'file_missing',
      ],
    ];
    for (const [what, answer, status, code] of refused) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      const body = errorBodySchema.strict().parse(await res.json());
      expect(body.code, what).toBe(code);
    }
  });
});

describe('settings validation', () => {
  it('checks IBAN, BIC, Belgian VAT number and URLs, naming the field', async () => {
    const token = await adminToken();
    const put = (body: unknown) =>
      settings(new Request('http://localhost/api/admin/settings', jsonInit(token, 'PUT', body)), functionContext());
    const cases: [Record<string, unknown>, string][] = [
      [{ bank_iban: 'BE00 0000 0000 0000' }, 'bank_iban'],
      [{ bank_bic: 'NOT A BIC' }, 'bank_bic'],
      [{ vat_number: 'BE0123456788' }, 'vat_number'],
      [{ instagram_url: 'javascript:alert(1)' }, 'instagram_url'],
      [{ hold_minutes_card: 2 }, 'hold_minutes_card'],
      [{ shipping_fee_cents: -1 }, 'shipping_fee_cents'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: object }).errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const ok = await put({
      bank_iban: 'be68 5390 0754 7034',
      bank_bic: 'gkccbebb',
      vat_number: 'BE 0123.456.749',
      updated_at: 'ignored',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      bank_iban: 'BE68539007547034',
      bank_bic: 'GKCCBEBB',
      vat_number: 'BE0123456749',
    });
  });
});
