// What is to pack: the paid orders not yet shipped, oldest first, with their lines, destination, and
// the zone and weight their fee was priced with. The "to pack" screen and the packing slips read it.
// A paid order is one in status 'paid' (the shop has no "ship before payment" state: an unpaid
// order is shipped from its details, confirming the money due).
import type { PackingOrder } from '../../contract/admin/packing.ts';
import { getSql, type Db } from '../db/client.ts';

type Row = Omit<PackingOrder, 'created_at' | 'paid_at'> & { created_at: Date | string; paid_at: Date | string | null };

const toPacking = (row: Row): PackingOrder => ({
  ...row,
  id: Number(row.id),
  created_at: new Date(row.created_at).toISOString(),
  paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  shipping_weight_grams: row.shipping_weight_grams === null ? null : Number(row.shipping_weight_grams),
  // jsonb: parsed by postgres.js, a string on a driver that does not
  samples: (typeof row.samples === 'string' ? JSON.parse(row.samples) : row.samples).map((s: { name: string }) => ({
    name: s.name,
  })),
});

async function packingRows(sql: Db, ids: readonly number[] | null): Promise<Row[]> {
  return sql<Row[]>`
    select o.id, 'ML-' || lpad(o.id::text, 6, '0') as number, o.status, o.created_at, o.paid_at, o.language,
           o.name, o.address, o.city, o.postal_code, o.country, o.shipping_zone_name, o.shipping_weight_grams,
           o.gift_wrap, o.gift_message, o.samples,
           coalesce((select json_agg(json_build_object('name', i.product_name, 'size_ml', i.size_ml,
                       'quantity', i.quantity) order by i.id)
                       from public.order_items i where i.order_id = o.id), '[]'::json) as items
      from public.orders o
     where ${ids === null ? sql`o.status = 'paid'` : sql`o.id = any(${ids as number[]}::bigint[])`}
     order by o.created_at, o.id
     limit 500`;
}

/** The orders to pack, oldest first (at most 500: a day's parcels are far fewer). */
export async function listToPack(sql: Db = getSql()): Promise<PackingOrder[]> {
  return (await packingRows(sql, null)).map(toPacking);
}

/**
 * The orders `ids` as a packing slip prints them, in the order asked; an unknown id is left out. Any
 * status: a slip may be printed again after shipping.
 */
export async function loadPackingOrders(ids: readonly number[], sql: Db = getSql()): Promise<PackingOrder[]> {
  const byId = new Map((await packingRows(sql, ids)).map((row) => [Number(row.id), toPacking(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
