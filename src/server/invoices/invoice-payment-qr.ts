// The invoice's "pay by scanning" block: the EPC QR code (inline SVG: the invoice's CSP loads no
// image) with the structured communication typed beside it. Only while the order awaits its bank
// transfer: a paid or cancelled order's invoice must not invite a (second) payment.
import type { AdminOrder } from '../../contract/admin/orders.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { labelled } from '../../i18n/locale.ts';
import type { Translator } from '../../i18n/translate.ts';
import { bankTransferQr } from '../payments/bank-transfer-qr.ts';
import { bankDetails } from '../payments/bank-details.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { qrSvg } from '../payments/qr-image.ts';
import { getShopSettings } from '../settings/settings-repository.ts';

export const INVOICE_QR_STYLE = `
  .pay { display: flex; gap: 1.25rem; align-items: center; margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #ddd; }
  .pay svg { flex: none; }
  .pay h2 { margin-bottom: .5rem; }
`;

export async function invoicePaymentQr(order: AdminOrder, t: Translator, language: Language): Promise<string> {
  if (order.payment_method !== 'bank-transfer' || order.status !== 'pending') return '';
  const bank = bankDetails({ id: order.id, totalCents: order.total_cents }, await getShopSettings());
  const qr = bankTransferQr({ id: order.id, paymentMethod: 'bank-transfer', status: order.status }, bank);
  if (!qr) return '';
  // the IBAN and BIC are in the seller block already
  return (
    `<section class="pay">${qrSvg(qr, e(t('invoice.qrAlt')), 160)}` +
    `<div><h2>${e(t('invoice.qrCaption'))}</h2><div>${e(labelled(t('invoice.communication'), bank.communication, language))}</div></div></section>`
  );
}
