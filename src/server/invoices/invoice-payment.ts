// The "how to pay" block of a document whose order still owes money (a pro forma, an unpaid order
// shipped on trust): the amount due and, for a bank transfer, the shop's account with the IBAN in
// groups of four, the structured communication and the EPC QR code for that amount. A paid,
// cancelled or credited order gets none: its documents must not invite a (second) payment.
import { EpcQrError, epcQrPayload } from '../../domain/payments/epc-qr.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import { orderStructuredCommunication } from '../../domain/payments/structured-communication.ts';
import { labelled } from '../../i18n/locale.ts';
import { qrDrawing } from '../payments/qr-image.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import type { InvoicePayment } from './invoice-content.ts';
import type { Words } from './invoice-compose.ts';
import type { InvoiceSource } from './invoice-loader.ts';

/** EPC069-12: QR version 13 at most. */
const EPC_MAX_VERSION = 13;

function epcQr(
  order: InvoiceSource,
  due: number,
  seller: ShopSettings,
): { drawing: ReturnType<typeof qrDrawing>; payload: string } | null {
  try {
    const payload = epcQrPayload({
      bic: seller.bankBic,
      name: seller.bankAccountHolder,
      iban: seller.bankIban,
      amountCents: due,
      reference: orderStructuredCommunication(order.id),
    });
    return { payload, drawing: qrDrawing(payload, { maxVersion: EPC_MAX_VERSION }) };
  } catch (error) {
    if (!(error instanceof EpcQrError) && !(error instanceof RangeError)) throw error;
    console.warn(`order ${order.id}: no payment QR code on its document (check the bank settings): ${error.message}`);
    return null;
  }
}

export function invoicePayment(
  order: InvoiceSource,
  due: number,
  seller: ShopSettings,
  words: Words,
): InvoicePayment | null {
  if (due <= 0 || order.status === 'cancelled') return null;
  const { t, language, money } = words;
  const amount = labelled(t('invoice.amountDue'), money(due), language);
  if (order.payment_method !== 'bank-transfer' || !seller.bankIban)
    return { heading: t('invoice.payHeading'), lines: [amount], qr: null };
  const qr = epcQr(order, due, seller);
  return {
    heading: t('invoice.payHeading'),
    lines: [
      amount,
      seller.bankAccountHolder ? labelled(t('invoice.accountHolder'), seller.bankAccountHolder, language) : '',
      `IBAN ${formatIbanForReading(seller.bankIban)}${seller.bankBic ? ` · BIC ${seller.bankBic}` : ''}`,
      labelled(t('invoice.communication'), orderStructuredCommunication(order.id), language),
      qr ? t('invoice.qrCaption') : '',
    ].filter(Boolean),
    qr: qr ? { ...qr, alt: t('invoice.qrAlt') } : null,
  };
}
