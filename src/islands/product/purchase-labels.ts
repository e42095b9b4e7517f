// The purchase island's strings, as the product page passes them (the island ships no i18n runtime).
export interface PurchaseLabels {
  title: string;
  quantity: string;
  decrease: string;
  increase: string;
  addToCart: string;
  added: string;
  viewCart: string;
  closeToast: string;
  unavailable: string;
  buyNow: string;
  paymentOptions: string;
  card: string;
  cardHint: string;
  paypal: string;
  paymentUnavailable: string;
  whatsapp: string;
  /** With {{count}}: a typed quantity above the stock, brought down to it. */
  stockLimit: string;
  /** With {{count}}: the cart already holds all the stock. */
  cartFull: string;
}
