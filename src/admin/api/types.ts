// The shapes the back-office reads from the API: the contract's (src/contract/admin), which the client
// checks every answer against (api/client.ts), so what a screen holds is what the types say.
import type { z } from 'zod';
import type { AdminOrder, AdminOrderDetail, orderPageSchema } from '../../contract/admin/orders.ts';

export type { Category } from '../../contract/admin/categories.ts';
export type { OrderEmail } from '../../contract/admin/order-emails.ts';
export type { BreakdownLine, OrderListQuery, PaymentEvent } from '../../contract/admin/orders.ts';
export type { Product, ProductImage } from '../../contract/admin/products.ts';

/** An order of a list (its lines and status history), or of GET /api/orders/{id} (with its payments and e-mails too). */
export type Order = AdminOrder &
  Partial<
    Pick<
      AdminOrderDetail,
      'payment_events' | 'ledger' | 'emails' | 'invoices' | 'shipments' | 'shipping_zone_name' | 'shipping_weight_grams'
    >
  >;
export type OrderPage = z.infer<typeof orderPageSchema>;
