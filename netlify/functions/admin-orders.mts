// Admin reads and changes of orders (POST /api/orders itself is the shopper's orders-create.mts); the
// contract, with every request and answer: src/contract/admin/orders.ts.
//   GET    /api/orders?page=&per_page=&search=&status=&date=&after=  GET|DELETE /api/orders/{id}
//   PUT    /api/orders/{id}/status {status, confirm_unpaid?, shipment?}       GET /api/orders/{id}/invoice?lang=
//   GET    /api/orders/{id}/invoice-pdf?lang=&document=              (the invoice, a credit note, or a pro forma)
//   (POST /api/orders/{id}/payments and /refunds: admin-order-ledger.mts)
import type { Config } from '@netlify/functions';
import { ORDER_MESSAGES, orderListQuerySchema, orderStatusRequestSchema } from '../../src/contract/admin/orders.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { deleteOrder, getAdminOrder, listOrders } from '../../src/server/orders/admin-orders.ts';
import { INVOICE_SOURCES, renderInvoiceHtml } from '../../src/server/invoices/invoice-html.ts';
import type { InvoiceContent } from '../../src/server/invoices/invoice-content.ts';
import { orderDocumentContent } from '../../src/server/invoices/invoice-render.ts';
import { readJson, readQuery } from '../../src/server/http/admin-request.ts';
import type { AuthUser } from '../../src/server/auth/auth-provider.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { htmlPage } from '../../src/server/http/html-page.ts';
import { languageParam, parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { changeOrderStatus } from '../../src/server/orders/order-status.ts';
import { refundCancellation } from '../../src/server/payments/cancellation-refund.ts';
import { renderInvoicePdf } from '../../src/server/invoices/invoice-pdf.ts';

/** PUT /api/orders/{id}/status: the order itself (what a spec client expects), with the spec's confirmation text. */
async function setStatus(req: Request, context: AdminContext, admin: AuthUser, id: number): Promise<Response> {
  const { status, confirm_unpaid, confirm_refund, shipment } = await readJson(req, orderStatusRequestSchema);
  const actor = `admin:${admin.email}`;
  const change = await changeOrderStatus(id, status, actor, undefined, {
    confirmUnpaid: confirm_unpaid === true,
    confirmRefund: confirm_refund === true,
    ...(shipment ? { shipment } : {}),
    cancelEmailLater: true,
  });
  // a cancelled order's payments go back through their provider (a failure leaves it marked "refund
  // needed"), then the shopper's cancellation e-mail says how the money comes back, credit notes attached
  if (change.changed && status === 'cancelled') await refundCancellation(id, actor);
  keepAliveForMail(context);
  return json({
    ...(await getAdminOrder(id)),
    message: ORDER_MESSAGES.statusChanged(id, ORDER_MESSAGES.statusLabels[status]),
  });
}

/** The document asked (`?document=`, else the latest invoice, else a pro forma), in `?lang=` or the order's language. */
async function documentContent(url: URL, id: number): Promise<InvoiceContent> {
  const language = url.searchParams.get('lang') ? languageParam(url) : null;
  const found = await orderDocumentContent(id, url.searchParams.get('document'), language);
  if (!found.found)
    throw found.reason === 'order' ? notFound(ORDER_MESSAGES.notFound) : notFound('No such invoice for this order');
  return found.content;
}

/** GET /api/orders/{id}/invoice-pdf?lang=&document=: the order's invoice (or the credit note asked, or a pro forma) as a PDF download. */
async function invoicePdf(url: URL, id: number): Promise<Response> {
  const content = await documentContent(url, id);
  return new Response((await renderInvoicePdf(content)) as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${content.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/orders/{id}/invoice?lang=&document=: the printable document, the same content as the PDF. */
async function invoice(url: URL, id: number): Promise<Response> {
  return htmlPage(renderInvoiceHtml(await documentContent(url, id)), { sources: INVOICE_SOURCES });
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
