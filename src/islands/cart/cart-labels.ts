// The cart page's strings, as the Astro page passes them (the island ships no i18n runtime).
import type { PromoLabels } from './PromoForm.tsx';

export interface CartLabels {
  caption: string;
  product: string;
  price: string;
  quantity: string;
  total: string;
  actions: string;
  /** With {{name}}. */
  decrease: string;
  increase: string;
  quantityOf: string;
  remove: string;
  removeLabel: string;
  clear: string;
  clearQuestion: string;
  clearYes: string;
  clearNo: string;
  summaryTitle: string;
  subtotal: string;
  /** The cart prices shipping to Belgium (its zone's fee and free-shipping threshold)... */
  shipping: string;
  /** ...and says another country is priced for its destination at the checkout. */
  shippingElsewhere: string;
  /** With {{code}}. */
  discount: string;
  totalLabel: string;
  /** With {{amount}}. */
  vat: string;
  /** What a parcel leaving the EU is charged and may owe on delivery; absent when the shop does not ship outside the EU. */
  exportNote?: string;
  checkout: string;
  continueShopping: string;
  sizeMl: string;
  promo: PromoLabels;
  /** The stock the shop last said, with {{count}} (and {{name}}). */
  stock: { limit: string; fell: string; useLeft: string; useLeftLabel: string; soldOut: string };
}
