// What a refund puts back on sale (POST /api/orders/{id}/refunds `restock`): chosen lines and units, or
// true for every unit not back yet. Checked before any money moves: a product the order does not hold,
// or more units than were ordered and not put back yet, is refused with 422 naming the field
// (restock.0.quantity); the database caps each line again when it writes (two refunds at once).
import type { RefundRequest } from '../../contract/admin/ledger.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/** The restock argument of public.record_*_refund_lines: null (nothing), "all", or the lines. */
export type RestockArgument = null | 'all' | { product_id: number; quantity: number }[];

/** The units of each product of the order not back on sale yet. */
async function openUnits(sql: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await sql<{ product_id: number; open: number }[]>`
    select product_id::int as product_id, sum(quantity - restocked_quantity)::int as open from public.order_items
     where order_id = ${orderId} and product_id is not null group by product_id`;
  return new Map(rows.map((r) => [r.product_id, r.open]));
}

export async function restockArgument(sql: Db, orderId: number, request: RefundRequest): Promise<RestockArgument> {
  const { restock } = request;
  if (restock === undefined || restock === false) return null;
  if (restock === true) return 'all';
  const open = await openUnits(sql, orderId);
  const asked = new Map<number, number>();
  const fields: Record<string, string[]> = {};
  restock.forEach((line, i) => {
    const left = open.get(line.product_id);
    if (left === undefined) {
      fields[`restock.${i}.product_id`] = ['not a product of this order'];
      return;
    }
    const total = (asked.get(line.product_id) ?? 0) + line.quantity;
    asked.set(line.product_id, total);
    if (total > left) fields[`restock.${i}.quantity`] = [`at most ${left} (ordered and not back on sale yet)`];
  });
  if (Object.keys(fields).length > 0)
    throw new HttpError(422, 'Invalid restock', { code: 'validation_failed', fields });
  return restock.length === 0 ? null : [...asked].map(([product_id, quantity]) => ({ product_id, quantity }));
}
