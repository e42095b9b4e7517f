// GET /api/admin/stats: the dashboard's figures, from the orders and the catalog. Every sales figure
// (revenue, average basket, orders and revenue per month, best sellers) counts the settled orders
// (paid, shipped, completed) only; counts.orders and orders_by_status count every order.
import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/vocabulary/order-status.ts';
import { centsSchema, idSchema, instantSchema, orderStatusSchema } from '../common.ts';

/** Above this a product is in stock; from 1 to this, low. */
export const LOW_STOCK_MAX = 10;

const countsByStatus = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);

export const adminStatsSchema = z.object({
  counts: z.object({
    orders: z.number().int(),
    products: z.number().int(),
    categories: z.number().int(),
    pending_orders: z.number().int(),
  }),
  orders_by_status: countsByStatus,
  /** The last 12 Brussels calendar months, oldest first ('YYYY-MM'), with zeros. */
  by_month: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      orders: z.number().int(),
      revenue_cents: centsSchema,
      revenue: z.number(),
    }),
  ),
  revenue_cents: centsSchema,
  revenue: z.number(),
  average_basket_cents: centsSchema,
  average_basket: z.number(),
  /** The top 5 by quantity; product_id null for a product since deleted. */
  best_sellers: z.array(
    z.object({
      product_id: idSchema.nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue_cents: centsSchema,
      revenue: z.number(),
    }),
  ),
  stock: z.object({
    in_stock: z.number().int(),
    low: z.number().int(),
    out: z.number().int(),
    low_threshold: z.number().int(),
    low_products: z.array(z.object({ id: idSchema, name: z.string(), stock: z.number().int() })),
  }),
  /** The 5 newest orders. */
  recent_orders: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      email: z.string(),
      total: z.number(),
      total_cents: centsSchema,
      status: orderStatusSchema,
      created_at: instantSchema,
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
