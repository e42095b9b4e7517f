import { apiRequest } from './client.ts';
import type { Order, OrderEmail, OrderPage, OrderQuery, OrderStatus } from './types.ts';

export function listOrders(query: OrderQuery) {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage), date: query.date });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status !== 'all') params.set('status', query.status);
  if (query.after !== undefined) params.set('after', String(query.after));
  return apiRequest<OrderPage>(`/orders?${params}`);
}

export const getOrder = (id: number) => apiRequest<Order>(`/orders/${id}`);
export const setOrderStatus = (id: number, status: OrderStatus) =>
  apiRequest<Order>(`/orders/${id}/status`, { method: 'PUT', body: { status } });
export const deleteOrder = (id: number) => apiRequest<unknown>(`/orders/${id}`, { method: 'DELETE' });
export const invoiceHtml = (id: number, language: string) =>
  apiRequest<string>(`/orders/${id}/invoice?lang=${encodeURIComponent(language)}`, { asText: true });
export const resendOrderEmail = (id: number) => apiRequest<unknown>(`/orders/${id}/send-email`, { method: 'POST' });
/** One of the order's e-mails sent again (a new e-mail); answers with the order's e-mails. */
export const resendEmail = (orderId: number, emailId: number) =>
  apiRequest<{ message: string; id: number; emails: OrderEmail[] }>(`/orders/${orderId}/emails/${emailId}/resend`, { method: 'POST' });
