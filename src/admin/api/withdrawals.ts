// Returns: the withdrawals shoppers made (GET /api/admin/withdrawals, PATCH .../{id}, POST .../{id}/refusal);
// their refund goes through the order's refunds (recordRefund in orders.ts). And an order's withdrawal
// period, which the owner may extend (GET|PUT /api/orders/{id}/withdrawal-period).
import {
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  type ReturnStatus,
  withdrawalPeriodSchema,
} from '../../contract/admin/withdrawals.ts';
import { apiRequest } from './client.ts';

export const listWithdrawals = (filter: { status?: ReturnStatus | undefined; orderId?: number | undefined } = {}) => {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.orderId) query.set('order_id', String(filter.orderId));
  const search = query.toString();
  return apiRequest(`/admin/withdrawals${search ? `?${search}` : ''}`, { answer: adminWithdrawalListSchema });
};

export const setGoodsReceived = (id: number, received: boolean) =>
  apiRequest(`/admin/withdrawals/${id}`, {
    method: 'PATCH',
    body: { goods_received: received },
    answer: adminWithdrawalSchema,
  });

export const refuseReturn = (id: number, reason: string) =>
  apiRequest(`/admin/withdrawals/${id}/refusal`, {
    method: 'POST',
    body: { reason },
    answer: adminWithdrawalSchema,
  });

export const getWithdrawalPeriod = (orderId: number) =>
  apiRequest(`/orders/${orderId}/withdrawal-period`, { answer: withdrawalPeriodSchema });

export const setWithdrawalOpenUntil = (orderId: number, openUntil: string | null) =>
  apiRequest(`/orders/${orderId}/withdrawal-period`, {
    method: 'PUT',
    body: { open_until: openUntil },
    answer: withdrawalPeriodSchema,
  });
