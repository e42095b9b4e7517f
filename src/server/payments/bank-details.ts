// Where a bank transfer is paid: the shop's account from the settings, the order's amount and its
// structured communication. The thank-you page, the e-mails, the payment instructions, the EPC QR
// code and the invoice all print these same details.
import type { BankTransferDetails } from '../../contract/orders.ts';
import { orderStructuredCommunication } from '../../domain/payments/structured-communication.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import type { OrderDetails } from '../orders/order-repository.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizeBelgianPlaces } from '../../i18n/belgian-places.ts';

export function bankDetails(
  order: Pick<OrderDetails, 'id' | 'totalCents'>,
  settings: ShopSettings,
  /** The reader's language: the bank's name as it signs in it (ING Belgique / Belgium / België). */
  lang?: Language,
): BankTransferDetails {
  return {
    holder: settings.bankAccountHolder,
    iban: settings.bankIban,
    bic: settings.bankBic,
    bank: lang ? localizeBelgianPlaces(settings.bankName, lang) : settings.bankName,
    amountCents: order.totalCents,
    communication: orderStructuredCommunication(order.id),
  };
}
