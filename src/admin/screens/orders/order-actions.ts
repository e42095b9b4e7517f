// 'Imprimer la facture' and 'Envoyer un email': the invoice is fetched with the bearer token and
// shown from a blob URL in a window opened during the click (so no popup blocker stops it).
import { invoiceHtml, resendOrderEmail } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import type { TFunction } from 'i18next';
import { showToast } from '../../components/toast-store.ts';

type T = TFunction;

export async function openInvoice(order: Pick<Order, 'id' | 'language'>, t: T): Promise<void> {
  const target = window.open('', '_blank');
  if (!target) {
    showToast('error', t('orders.popupBlocked'));
    return;
  }
  try {
    const html = await invoiceHtml(order.id, order.language ?? 'fr');
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    target.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    target.close();
    showToast('error', t('orders.invoiceError'));
  }
}

export async function resendConfirmation(order: Pick<Order, 'id' | 'email'>, t: T): Promise<void> {
  try {
    await resendOrderEmail(order.id);
    showToast('success', t('orders.emailSent', { email: order.email }));
  } catch {
    showToast('error', t('orders.emailError'));
  }
}
