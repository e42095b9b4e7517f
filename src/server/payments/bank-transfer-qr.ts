// The EPC QR code of an order awaiting its bank transfer, built on the server from the same details
// the page, the e-mail and the invoice type out (bank-details.ts), so the code
// and the text can never disagree, and the storefront ships no QR library. Settings the standard
// refuses (no IBAN yet, a holder name too long) leave the order without a code, logged, rather than
// break its page or e-mail.
import type { BankTransferDetails, PaymentQr } from '../../contract/orders.ts';
import { EpcQrError, epcQrPayload } from '../../domain/payments/epc-qr.ts';
import { escapeHtml } from '../mail/email-html.ts';
import type { InlineQrCode } from '../mail/email-layout.ts';
import { qrDrawing } from './qr-image.ts';
import type { OrderDetails } from '../orders/order-repository.ts';

/** EPC069-12: QR version 13 at most (331 bytes at error correction M). */
const EPC_MAX_VERSION = 13;

type QrOrder = Pick<OrderDetails, 'id' | 'paymentMethod' | 'status'>;

/** What the code needs of bankDetails(): the shop's account, the order's amount and communication. */
type TransferDetails = Pick<BankTransferDetails, 'holder' | 'iban' | 'bic' | 'amountCents' | 'communication'>;

/** The payload, or null when the order is not a pending transfer or the settings cannot make one. */
function orderEpcPayload(order: QrOrder, bank: TransferDetails): string | null {
  // A paid or cancelled order is not to be paid (again).
  if (order.paymentMethod !== 'bank-transfer' || order.status !== 'pending') return null;
  try {
    return epcQrPayload({
      bic: bank.bic,
      name: bank.holder,
      iban: bank.iban,
      amountCents: bank.amountCents,
      reference: bank.communication,
    });
  } catch (error) {
    if (!(error instanceof EpcQrError)) throw error;
    console.warn(`order ${order.id}: no payment QR code (check the bank settings): ${error.message}`);
    return null;
  }
}

/** The code as the thank-you page draws it: the EPC payload it holds and its dark modules. */
export function bankTransferQr(order: QrOrder, bank: TransferDetails): PaymentQr | null {
  const payload = orderEpcPayload(order, bank);
  return payload === null ? null : { payload, ...qrDrawing(payload, { maxVersion: EPC_MAX_VERSION }) };
}

/** The address the e-mail's HTML gives the attached code: <img src="cid:...">. */
const QR_EMAIL_CID = 'epc-qr@maison-lumiere';

/**
 * The code for an e-mail: a PNG attached inline (cid:), which mail clients show where many block
 * data: URIs and inline SVG; with its alt text and caption. Null when the order has no code. The PNG
 * is drawn from the payload when the e-mail is sent (InlineQrCode).
 */
export function bankTransferQrEmail(
  order: QrOrder,
  bank: TransferDetails,
  texts: { alt: string; caption: string },
): { html: string; attachment: InlineQrCode } | null {
  const payload = orderEpcPayload(order, bank);
  if (payload === null) return null;
  const html =
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px"><tr><td style="padding:0;text-align:center">` +
    `<img src="cid:${QR_EMAIL_CID}" alt="${escapeHtml(texts.alt)}" width="200" height="200" style="display:block;width:200px;height:200px;border:0">` +
    `<p style="margin:4px 0 0;font-size:13px;color:#6b6256">${escapeHtml(texts.caption)}</p></td></tr></table>`;
  return {
    html,
    attachment: { filename: 'payment-qr.png', cid: QR_EMAIL_CID, qrText: payload, maxVersion: EPC_MAX_VERSION },
  };
}
