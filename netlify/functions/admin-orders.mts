// Admin reads and changes of orders (POST /api/orders itself is the shopper's orders-create.mts); the
// contract, with every request and answer: src/contract/admin/orders.ts.
//   GET    /api/orders?page=&per_page=&search=&status=&date=&after=  GET|DELETE /api/orders/{id}
//   PUT    /api/orders/{id}/status {status, confirm_unpaid?, shipment?}       GET /api/orders/{id}/invoice?lang=
//   GET    /api/admin/packing                                        (the orders to pack)
//   (GET /api/orders/{id}/invoice-pdf, /packing-slip and /api/admin/packing/slips: admin-order-pdf.mts)
//   (POST /api/orders/{id}/payments and /refunds: admin-order-ledger.mts)
import type { Config } from '@netlify/functions';
import { ORDER_MESSAGES, orderListQuerySchema, orderStatusRequestSchema } from '../../src/contract/admin/orders.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { deleteOrder, getAdminOrder, listOrders } from '../../src/server/orders/admin-orders.ts';
import { INVOICE_SOURCES, renderInvoiceHtml } from '../../src/server/invoices/invoice-html.ts';
import { requestedDocument } from '../../src/server/invoices/document-request.ts';
import { readJson, readQuery } from '../../src/server/http/admin-request.ts';
import type { AuthUser } from '../../src/server/auth/auth-provider.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { htmlPage } from '../../src/server/http/html-page.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { changeOrderStatus } from '../../src/server/orders/order-status.ts';
import { cancelOrder } from '../../src/server/orders/cancel-order.ts';
import { packingListSchema } from '../../src/contract/admin/packing.ts';
import { listToPack } from '../../src/server/packing/to-pack.ts';

/** PUT /api/orders/{id}/status: the order itself (what a spec client expects), with the spec's confirmation text. */
async function setStatus(req: Request, context: AdminContext, admin: AuthUser, id: number): Promise<Response> {
  const { status, confirm_unpaid, confirm_refund, shipment } = await readJson(req, orderStatusRequestSchema);
  const actor = `admin:${admin.email}`;
  // a cancellation refunds the card payments and tells the shopper with their credit notes (cancel-order.ts)
  if (status === 'cancelled') await cancelOrder(id, actor, { confirmRefund: confirm_refund === true });
  else
    await changeOrderStatus(id, status, actor, undefined, {
      confirmUnpaid: confirm_unpaid === true,
      confirmRefund: confirm_refund === true,
      ...(shipment ? { shipment } : {}),
    });
  keepAliveForMail(context);
  return json({
    ...(await getAdminOrder(id)),
    message: ORDER_MESSAGES.statusChanged(id, ORDER_MESSAGES.statusLabels[status]),
  });
}

/** GET /api/orders/{id}/invoice?lang=&document=: the printable document, the same content as the PDF. */
async function invoice(url: URL, id: number): Promise<Response> {
  return htmlPage(renderInvoiceHtml(await requestedDocument(url, id)), { sources: INVOICE_SOURCES });
}

export default adminRoute(async (req: Request, context: AdminContext, admin) => {
  const url = new URL(req.url);
  if (url.pathname.replace(/\/+$/, '') === '/api/admin/packing') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return json(packingListSchema.parse({ orders: await listToPack() }));
  }
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
  if (action === 'invoice') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return invoice(url, id);
  }
  throw notFound();
});

export const config: Config = {
  // the PDF download is admin-order-pdf.mts (the PDF renderer ships there only)
  path: ['/api/orders', '/api/orders/:id', '/api/orders/:id/:action(status|invoice)', '/api/admin/packing'],
  method: ['GET', 'PUT', 'DELETE'],
};
