// The owner refuses a return (POST /api/admin/withdrawals/{id}/refusal {reason}): the reason is
// recorded and e-mailed to the shopper in the language of their withdrawal, in the same transaction.
// A return already refunded cannot be refused (409 return_refunded), nor one refused twice (409
// return_refused); a refused return is no longer refunded from the returns list.
import type { AdminWithdrawal } from '../../contract/admin/withdrawals.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { readWithdrawal } from './admin-withdrawals.ts';
import { renderReturnRefused } from './return-refusal-email.ts';

interface Refused {
  order_id: number;
  name: string;
  email: string;
  language: Language;
  received_at: Date;
  lines: AdminWithdrawal['lines'] | string;
}

export async function refuseReturn(id: number, reason: string): Promise<AdminWithdrawal> {
  await readWithdrawal(id); // 404 for an unknown return
  const refused = await getSql().begin(async (tx: Db) => {
    // refused only while no refund was recorded since the withdrawal (checked in the same statement)
    const [row] = await tx<Refused[]>`
      update public.withdrawals w set refused_at = now(), refusal_reason = ${reason}
       where w.id = ${id} and w.refused_at is null
         and not exists (select 1 from public.order_ledger l
                          where l.order_id = w.order_id and l.direction = 'out' and l.created_at >= w.received_at)
      returning w.order_id, w.name, w.email, w.language, w.received_at, w.lines`;
    if (!row) return null;
    const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as AdminWithdrawal['lines']) : row.lines;
    const settings = await getShopSettings(tx);
    const mail = renderReturnRefused(
      { ...row, order_number: orderNumber(Number(row.order_id)), lines, reason },
      settings,
    );
    await enqueueEmails(tx, [{ kind: 'withdrawal_refused', orderId: Number(row.order_id), to: row.email, ...mail }]);
    return row;
  });
  if (!refused) {
    const code = (await readWithdrawal(id)).status === 'refused' ? 'return_refused' : 'return_refunded';
    throw new HttpError(
      409,
      code === 'return_refused' ? 'This return was already refused.' : 'This return was already refunded.',
      { code },
    );
  }
  void kickMailDelivery();
  return readWithdrawal(id);
}
