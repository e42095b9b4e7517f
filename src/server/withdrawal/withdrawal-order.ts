// The order a withdrawal is about, found by its number AND its e-mail address together: a number with
// another address answers exactly like an unknown number (404, same text), so the form tells nobody
// whether an order exists. Also where the order's withdrawal period stands (src/domain/withdrawal).
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { WithdrawalLine } from '../../contract/withdrawal.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import {
  brusselsToday,
  withdrawalWindow,
  type WithdrawalFacts,
  type WithdrawalWindow,
} from '../../domain/withdrawal/withdrawal-window.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { deliveryDaysFor } from '../../domain/shipping/delivery-days.ts';

export const NO_SUCH_ORDER = 'No order matches this order number and e-mail address.';

export interface WithdrawalOrder {
  id: number;
  number: string;
  email: string;
  language: Language;
  lines: (WithdrawalLine & { unit_price_cents: number })[];
  /** What the period is computed from (the owner's extension included). */
  facts: WithdrawalFacts;
  window: WithdrawalWindow;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

interface Row {
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  id: number;
  email: string;
  country: string;
  language: Language;
  status: OrderStatus;
  completed_on: string | null;
  shipped_on: string | null;
  open_until: string | null;
  lines: { id: number; product_name: string; size_ml: number | null; quantity: number; unit_price_cents: number }[];
}

/**
 * The order with this id and e-mail (any case), its lines and its window on `today`; 404 otherwise.
 * The back-office passes no e-mail (null): the owner reads any order's period.
 */
export async function findWithdrawalOrder(
  sql: Db,
  orderId: number,
  email: string | null,
  today: string = brusselsToday(),
): Promise<WithdrawalOrder> {
  const [row] = await sql<Row[]>`
    select o.id, o.email, o.country, o.language, o.status, o.subtotal_cents, o.discount_cents, o.total_cents,
           (select to_char(min(h.changed_at) at time zone 'Europe/Brussels', 'YYYY-MM-DD')
              from public.order_status_history h where h.order_id = o.id and h.to_status = 'completed') as completed_on,
           (select to_char(min(h.changed_at) at time zone 'Europe/Brussels', 'YYYY-MM-DD')
              from public.order_status_history h where h.order_id = o.id and h.to_status = 'shipped') as shipped_on,
           to_char(o.withdrawal_open_until, 'YYYY-MM-DD') as open_until,
           coalesce((select json_agg(json_build_object('id', i.id, 'product_name', i.product_name, 'size_ml', i.size_ml,
                                                       'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents)
                                     order by i.id)
                       from public.order_items i where i.order_id = o.id), '[]'::json) as lines
      from public.orders o
     where o.id = ${orderId} ${email === null ? sql`` : sql`and lower(o.email) = lower(${email})`}`;
  if (!row) throw notFound(NO_SUCH_ORDER);
  const settings = await getShopSettings(sql);
  const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as Row['lines'];
  const facts: WithdrawalFacts = {
    status: row.status,
    completedOn: row.completed_on,
    shippedOn: row.shipped_on,
    // the longest time promised for the order's destination
    deliveryDaysMax: deliveryDaysFor(settings.shippingZones, row.country)?.max ?? 0,
    openUntil: row.open_until,
  };
  return {
    id: Number(row.id),
    number: orderNumber(Number(row.id)),
    email: row.email,
    language: row.language,
    lines: lines.map((l) => ({ ...l, id: Number(l.id) })),
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    totalCents: row.total_cents,
    facts,
    window: withdrawalWindow(facts, today),
  };
}
