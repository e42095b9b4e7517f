// 'Imprimer la facture' and 'Envoyer un email': the invoice is fetched with the bearer token and
// shown from a blob URL in a window opened during the click (so no popup blocker stops it). Both
// fail with an Error whose message is the words to show beside their button (or in a toast). And what
// follows a status change, from the table or the Kanban board.
import type { TFunction } from 'i18next';
import { failureText } from '../../api/failure-text.ts';
import { invoiceHtml, sendConfirmationAgain } from '../../api/orders.ts';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import type { Order } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import type { Outcome } from '../../logic/pending-actions.ts';
import { ordersChanged } from './orders-version.ts';

/** Opens the invoice; must start during the click (the window is opened before anything is awaited). */
export async function openInvoice(order: Pick<Order, 'id' | 'language'>, t: TFunction): Promise<void> {
  const target = window.open('', '_blank');
  if (!target) throw new Error(t('orders.popupBlocked'));
  try {
    const html = await invoiceHtml(order.id, order.language ?? 'fr');
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    target.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target.close();
    throw new Error(failureText(error, 'orders.invoiceError', t));
  }
}

export async function resendConfirmation(order: Pick<Order, 'id'>, t: TFunction): Promise<void> {
  try {
    await sendConfirmationAgain(order.id);
  } catch (error) {
    throw new Error(failureText(error, 'orders.emailError', t));
  }
}

/** The words of a failure from the actions above. */
export const failureWords = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The spec's toasts once a status change is answered (made, or refused: seen wherever the admin
 * looks, beside any error shown by the control), then every list of orders reloads: the server's
 * lists are the truth. Nothing for a change that was not sent.
 */
export function statusChangeAnswered(
  outcome: Outcome<unknown>,
  orderId: number,
  status: OrderStatus,
  t: TFunction,
): void {
  if (outcome.status === 'skipped') return;
  if (outcome.status === 'done')
    showToast('success', t('orders.statusUpdated', { id: orderId, label: t(`status.${status}`) }));
  else showToast('error', t('orders.statusError'));
  ordersChanged();
}
