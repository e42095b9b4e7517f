// What a packing slip says, once, in the shopper's language: the shop's identity, the ship-to address
// in its country's order, the lines and quantities, never a price. The PDF (packing-slip-pdf.ts) only
// lays it out, with the invoices' frame (src/server/invoices/invoice-pdf.ts).
import type { PackingOrder } from '../../contract/admin/packing.ts';
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { weightText } from '../../domain/shipping/weight-text.ts';
import { countryName, formatDate, labelled } from '../../i18n/locale.ts';
import { getTranslator } from '../../i18n/translate.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import type { InvoiceBlock } from '../invoices/invoice-content.ts';

export interface PackingSlipContent {
  language: Language;
  name: string;
  title: string;
  /** The order and its date, one per line. */
  references: string[];
  sender: InvoiceBlock;
  shipTo: InvoiceBlock;
  /** The zone and weight the parcel was priced with. */
  facts: string[];
  columns: [product: string, quantity: string];
  rows: [product: string, quantity: string][];
  /** "Gift wrap" and the gift message, printed above the lines; empty when not a gift. */
  gift: { mark: string | null; message: { heading: string; text: string } | null };
  notes: string[];
}

const size = (ml: number | null) => (ml ? ` · ${ml}\u00a0ml` : '');

function facts(order: PackingOrder, t: ReturnType<typeof getTranslator>, language: Language): string[] {
  const zone = order.shipping_zone_name ? labelled(t('packingSlip.zone'), order.shipping_zone_name, language) : '';
  const weight =
    order.shipping_weight_grams !== null
      ? labelled(t('packingSlip.weight'), weightText(order.shipping_weight_grams, language), language)
      : '';
  return [[zone, weight].filter(Boolean).join(' · ')].filter(Boolean);
}

export function composePackingSlip(order: PackingOrder, seller: ShopSettings): PackingSlipContent {
  const language = order.language;
  const t = getTranslator(language, ['backoffice']);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    language,
    name: `${t('packingSlip.title')} ${order.number}`,
    title: t('packingSlip.title'),
    references: [
      t('packingSlip.order', { number: order.number }),
      labelled(t('invoicePdf.orderDate'), formatDate(order.created_at, language), language),
    ],
    sender: {
      heading: t('packingSlip.sender'),
      lines: [seller.legalName, seller.legalAddress, seller.contactEmail, seller.contactPhone].filter(
        (line) => line.trim() !== '',
      ),
    },
    shipTo: {
      heading: t('packingSlip.shipTo'),
      lines: [
        order.name,
        ...postalAddressLines({ ...order, postalCode: order.postal_code }),
        countryName(order.country, language),
      ].filter((line) => line.trim() !== ''),
    },
    facts: facts(order, t, language),
    columns: [t('invoice.product'), t('invoice.quantity')],
    rows: [
      ...order.items.map((item): [string, string] => [`${item.name}${size(item.size_ml)}`, String(item.quantity)]),
      // samples are packed too: one vial each, ticked like a line
      ...order.samples.map((s): [string, string] => [t('packingSlip.sample', { name: s.name }), '1']),
    ],
    gift: {
      mark: order.gift_wrap ? t('packingSlip.giftWrap') : null,
      message: order.gift_message ? { heading: t('packingSlip.giftMessage'), text: order.gift_message } : null,
    },
    notes: [t('packingSlip.count', { count }), t('packingSlip.thanks')],
  };
}

/** The download's name: the order's slip, or the selection's. */
export function packingSlipFileName(
  orders: readonly Pick<PackingOrder, 'number' | 'language'>[],
  admin: Language,
): string {
  const [only] = orders;
  if (orders.length === 1 && only)
    return `${getTranslator(only.language, ['backoffice'])('packingSlip.file')}-${only.number}.pdf`;
  return `${getTranslator(admin, ['backoffice'])('packingSlip.files')}.pdf`;
}
