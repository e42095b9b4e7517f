// Admin reads and changes of orders (POST /api/orders itself is the shopper's orders-create.mts); the
// contract, with every request and answer: src/contract/admin/orders.ts.
//   GET    /api/orders?page=&per_page=&search=&status=&date=&after=  GET|DELETE /api/orders/{id}
//   PUT    /api/orders/{id}/status {status, confirm_unpaid?}         GET /api/orders/{id}/invoice?lang=
//   GET    /api/orders/{id}/invoice-pdf?lang=&document=              (the invoice, a credit note, or a pro forma)
//   (POST /api/orders/{id}/payments and /refunds: admin-order-ledger.mts)
import type { Config } from '@netlify/functions';
import { ORDER_MESSAGES, orderListQuerySchema, orderStatusRequestSchema } from '../../src/contract/admin/orders.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { deleteOrder, getAdminOrder, listOrders } from '../../src/server/orders/admin-orders.ts';
import { INVOICE_SOURCES, renderInvoice } from '../../src/server/invoices/invoice-html.ts';
import { readJson, readQuery } from '../../src/server/http/admin-request.ts';
import type { AuthUser } from '../../src/server/auth/auth-provider.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { htmlPage } from '../../src/server/http/html-page.ts';
import { languageParam, parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { changeOrderStatus } from '../../src/server/orders/order-status.ts';
import { refundCancelledOrder } from '../../src/server/payments/refunds.ts';
import { pickDocument } from '../../src/server/invoices/invoice-document.ts';
import { invoiceFileName, renderInvoicePdf } from '../../src/server/invoices/invoice-pdf.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';

/** PUT /api/orders/{id}/status: the order itself (what a spec client expects), with the spec's confirmation text. */
async function setStatus(req: Request, context: AdminContext, admin: AuthUser, id: number): Promise<Response> {
  const { status, confirm_unpaid, confirm_refund } = await readJson(req, orderStatusRequestSchema);
  const actor = `admin:${admin.email}`;
  const change = await changeOrderStatus(id, status, actor, undefined, {
    confirmUnpaid: confirm_unpaid === true,
    confirmRefund: confirm_refund === true,
  });
  // a cancelled order's payments go back through their provider; a failure leaves it marked "refund needed"
  if (change.changed && status === 'cancelled') await refundCancelledOrder(id, actor);
  keepAliveForMail(context);
  return json({
    ...(await getAdminOrder(id)),
    message: ORDER_MESSAGES.statusChanged(id, ORDER_MESSAGES.statusLabels[status]),
  });
}

/** GET /api/orders/{id}/invoice-pdf?lang=&document=: the order's invoice (or the credit note asked, or a pro forma) as a PDF download. */
async function invoicePdf(url: URL, id: number): Promise<Response> {
  const order = await getAdminOrder(id);
  const language = url.searchParams.get('lang') ? languageParam(url) : order.language;
  const doc = pickDocument(order.invoices ?? [], url.searchParams.get('document'));
  if (!doc) throw notFound('No such invoice for this order');
  const bytes = await renderInvoicePdf(order, doc, await getShopSettings(), language);
  return new Response(bytes as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(order, doc, language)}"`,
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/orders/{id}/invoice?lang=: the printable invoice, in the order's language unless one is asked. */
async function invoice(url: URL, id: number): Promise<Response> {
  const order = await getAdminOrder(id);
  const language = url.searchParams.get('lang') ? languageParam(url) : order.language;
  // the latest invoice, or a pro forma for an order never paid
  const doc = pickDocument(order.invoices ?? []) ?? {
    kind: 'pro_forma' as const,
    number: null,
    issuedAt: null,
    credits: null,
  };
  return htmlPage(await renderInvoice(order, language, doc), { sources: INVOICE_SOURCES });
}

export default adminRoute(async (req: Request, context: AdminContext, admin) => {
  const url = new URL(req.url);
  if (context.params.id === undefined) {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return json(await listOrders(readQuery(url, orderListQuerySchema)));
  }
  const id = parseId(context.params.id);
  const action = context.params.action;
  if (action === undefined) {
    if (req.method === 'GET') return json(await getAdminOrder(id));
    if (req.method === 'DELETE') return json({ message: ORDER_MESSAGES.deleted, id, ...(await deleteOrder(id)) });
    throw methodNotAllowed(['GET', 'DELETE']);
  }
  if (action === 'status') {
    if (req.method !== 'PUT') throw methodNotAllowed(['PUT']);
    return setStatus(req, context, admin, id);
  }
  if (action === 'invoice-pdf') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return invoicePdf(url, id);
  }
  if (action === 'invoice') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return invoice(url, id);
  }
  throw notFound();
});

export const config: Config = {
  path: ['/api/orders', '/api/orders/:id', '/api/orders/:id/:action'],
  method: ['GET', 'PUT', 'DELETE'],
};
