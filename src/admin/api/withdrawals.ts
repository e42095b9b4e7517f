// Returns: the withdrawals shoppers made (GET /api/admin/withdrawals, PATCH .../{id}); their refund goes
// through the order's refunds (recordRefund in orders.ts).
import {
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  type ReturnStatus,
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
