// Figures derived from GET /api/admin/stats.
import { SETTLED_STATUSES, type OrderStatus } from '../../domain/vocabulary/order-status.ts';

/** Orders whose money came in: paid, then shipped or completed. */
export function paidOrderCount(byStatus: Record<OrderStatus, number>): number {
  return SETTLED_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
}
