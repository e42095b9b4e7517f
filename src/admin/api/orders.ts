import { confirmationSentSchema, emailResentSchema } from '../../contract/admin/order-emails.ts';
import {
  adminOrderDetailSchema,
  orderDeletedSchema,
  orderPageSchema,
  orderStatusAnswerSchema,
  paymentAnswerSchema,
  refundAnswerSchema,
  refundRetryAnswerSchema,
  type OrderListQuery,
} from '../../contract/admin/orders.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { ShipmentRequest } from '../../contract/admin/shipping.ts';
import type { PaymentRequest, RefundRequest } from '../../contract/admin/ledger.ts';
import { apiDownload, apiRequest } from './client.ts';

export function listOrders(query: OrderListQuery) {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page), date: query.date });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status !== 'all') params.set('status', query.status);
  if (query.money !== 'all') params.set('money', query.money);
  if (query.after !== undefined) params.set('after', String(query.after));
  return apiRequest(`/orders?${params}`, { answer: orderPageSchema });
}

export const getOrder = (id: number) => apiRequest(`/orders/${id}`, { answer: adminOrderDetailSchema });
/**
 * `confirmed`: the owner answered the move's question: shipping (or completing) an order with money
 * still due, or cancelling one that holds money (refunded or to pay back);
 * `shipment`: the parcel sent with a move to shipped (its tracking link goes into the shipped e-mail).
 */
export const changeOrderStatus = (id: number, status: OrderStatus, confirmed = false, shipment?: ShipmentRequest) =>
  apiRequest(`/orders/${id}/status`, {
    method: 'PUT',
    body: {
      status,
      ...(confirmed ? { confirm_unpaid: true, confirm_refund: true } : {}),
      ...(shipment ? { shipment } : {}),
    },
    answer: orderStatusAnswerSchema,
  });
/** Money received, recorded by hand (partial allowed; more than due shows as to refund). */
export const recordPayment = (id: number, body: PaymentRequest) =>
  apiRequest(`/orders/${id}/payments`, { method: 'POST', body, answer: paymentAnswerSchema });
/** All or part of the money back: through the card's provider, or recorded as paid back by hand. */
export const recordRefund = (id: number, body: RefundRequest) =>
  apiRequest(`/orders/${id}/refunds`, { method: 'POST', body, answer: refundAnswerSchema });
export const deleteOrder = (id: number) =>
  apiRequest(`/orders/${id}`, { method: 'DELETE', answer: orderDeletedSchema });
export const invoiceHtml = (id: number, language: string) =>
  apiRequest<string>(`/orders/${id}/invoice?lang=${encodeURIComponent(language)}`, { asText: true });
/** The order's invoice PDF (or the credit note `document`, or a pro forma for an unpaid order), in `language`. */
export const invoicePdf = (id: number, language: string, document?: string) =>
  apiDownload(
    `/orders/${id}/invoice-pdf?lang=${encodeURIComponent(language)}${document ? `&document=${encodeURIComponent(document)}` : ''}`,
  );
/** "Retry the refund" of an order marked "refund needed": the order as it is after the attempt, and each payment's outcome. */
export const retryRefund = (id: number) =>
  apiRequest(`/orders/${id}/refund`, { method: 'POST', answer: refundRetryAnswerSchema });
/** "Envoyer un email": the order confirmation queued again (a new e-mail). */
export const sendConfirmationAgain = (id: number) =>
  apiRequest(`/orders/${id}/send-email`, { method: 'POST', answer: confirmationSentSchema });
/** One of the order's e-mails sent again (a new e-mail); answers with the order's e-mails. */
export const resendEmail = (orderId: number, emailId: number) =>
  apiRequest(`/orders/${orderId}/emails/${emailId}/resend`, { method: 'POST', answer: emailResentSchema });
