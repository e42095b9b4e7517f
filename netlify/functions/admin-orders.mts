// Admin reads and changes of orders (POST /api/orders itself is the shopper's orders-create.mts):
//   GET    /api/orders?page=&per_page=&search=&status=&date=all|today|week|month&after=
//            -> {data: [order], total, page, per_page, last_page}, newest first; status= filters on the
//               server (one Kanban column), after={order id} continues the list after that order
//   GET    /api/orders/{id}               -> order with items, status_history (each with its actor) and payment_events
//   every order also carries its money from the stored cents: payment_reference (a transfer's
//   structured_communication or the provider's payment id), amount_due_cents, amount_paid_cents and
//   the breakdown the invoice prints (src/domain/orders/order-money.ts)
//   PUT    /api/orders/{id}/status        {status} -> 200 order (with items, history) + message
//   DELETE /api/orders/{id}               -> 200 {message, id, restocked}
//   GET    /api/orders/{id}/invoice?lang= -> printable HTML invoice (the order's language by default)
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/admin/admin-route.ts';
import { deleteOrder, getAdminOrder, listOrders, ORDER_MESSAGES, readOrderListQuery } from '../../src/server/admin/orders/admin-orders.ts';
import { INVOICE_CSP, renderInvoice } from '../../src/server/admin/orders/invoice.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { isLanguage } from '../../src/domain/vocabulary/language.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { languageParam, parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { ORDER_STATUSES } from '../../src/server/orders/order-repository.ts';
import { changeOrderStatus } from '../../src/server/orders/order-status.ts';
import { keepAliveForMail } from '../../src/server/mail/outbox/mail-delivery.ts';

const statusBody = z.object({ status: z.enum(ORDER_STATUSES, `Le statut doit être l'un de : ${ORDER_STATUSES.join(', ')}.`) });

export default withErrors(
  adminRoute(async (req: Request, context: AdminContext, admin) => {
    const url = new URL(req.url);
    if (context.params.id === undefined) {
      if (req.method !== 'GET') throw methodNotAllowed(['GET']);
      return json(await listOrders(readOrderListQuery(url)));
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
      const { status } = await readJson(req, statusBody);
      await changeOrderStatus(id, status, `admin:${admin.email}`);
      keepAliveForMail(context);
      // the order itself (what a spec client expects), with the spec's confirmation text.
      return json({ ...(await getAdminOrder(id)), message: ORDER_MESSAGES.statusChanged(id, ORDER_MESSAGES.statusLabels[status]) });
    }
    if (action === 'invoice') {
      if (req.method !== 'GET') throw methodNotAllowed(['GET']);
      const order = await getAdminOrder(id);
      const language = url.searchParams.get('lang') ? languageParam(url) : isLanguage(order.language) ? order.language : 'fr';
      return new Response(await renderInvoice(order, language), {
        headers: {
          ...API_SECURITY_HEADERS,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': INVOICE_CSP,
        },
      });
    }
    throw notFound();
  }),
);

export const config: Config = { path: ['/api/orders', '/api/orders/:id', '/api/orders/:id/:action'], method: ['GET', 'PUT', 'DELETE'] };
