// The cart page (spec section 2): items with quantity (at least 1), remove and clear; promo code;
// subtotal, shipping, discount and total from the shop's one price computation.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $promo, $totals, clearCart, removeFromCart, setQuantity } from '../../stores/cart.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { QuantityStepper } from '../product/QuantityStepper.tsx';
import { PromoForm, type PromoLabels } from './PromoForm.tsx';

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
  summaryTitle: string;
  subtotal: string;
  shipping: string;
  /** With {{code}}. */
  discount: string;
  totalLabel: string;
  /** With {{amount}}. */
  vat: string;
  checkout: string;
  continueShopping: string;
  sizeMl: string;
  promo: PromoLabels;
}

interface Props {
  lang: Language;
  labels: CartLabels;
  shopHref: string;
  checkoutHref: string;
  productHrefPrefix: string;
}

const fill = (template: string, vars: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

export default function CartView({ lang, labels, shopHref, checkoutHref, productHrefPrefix }: Props) {
  const items = useStore($cart);
  const totals = useStore($totals);
  const promo = useStore($promo);
  const money = (cents: number) => formatMoney(cents, lang);

  // The page's static empty state shows whenever the cart is empty (see has-cart-script.ts).
  useEffect(() => {
    document.documentElement.classList.toggle('has-cart', items.length > 0);
  }, [items.length]);

  if (items.length === 0) return null;

  return (
    <div className="cart-layout">
      <div className="cart-items">
        <table className="cart-table">
          <caption className="visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.product}</th>
              <th scope="col">{labels.price}</th>
              <th scope="col">{labels.quantity}</th>
              <th scope="col">{labels.total}</th>
              <th scope="col">
                <span className="visually-hidden">{labels.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="cart-table__product">
                  <img src={item.image} width={64} height={80} alt="" loading="lazy" decoding="async" />
                  <span>
                    <a href={`${productHrefPrefix}${item.id}`}>{item.name}</a>
                    <span className="cart-table__size">{fill(labels.sizeMl, { size: item.size_ml })}</span>
                  </span>
                </th>
                <td data-label={labels.price}>{money(item.price_cents)}</td>
                <td data-label={labels.quantity}>
                  <QuantityStepper
                    id={`cart-quantity-${item.id}`}
                    value={item.quantity}
                    onChange={(q) => setQuantity(item.id, q)}
                    hideLabel
                    labels={{
                      label: fill(labels.quantityOf, { name: item.name }),
                      decrease: fill(labels.decrease, { name: item.name }),
                      increase: fill(labels.increase, { name: item.name }),
                    }}
                  />
                </td>
                <td data-label={labels.total} className="cart-table__total">
                  {money(item.price_cents * item.quantity)}
                </td>
                <td>
                  <button type="button" className="cart-table__remove" aria-label={fill(labels.removeLabel, { name: item.name })} onClick={() => removeFromCart(item.id)}>
                    {labels.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="cart-items__actions">
          <a className="link-line" href={shopHref}>
            {labels.continueShopping}
          </a>
          <button type="button" className="btn btn--ghost" onClick={clearCart}>
            {labels.clear}
          </button>
        </div>
      </div>

      <aside className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">{labels.summaryTitle}</h2>
        <PromoForm labels={labels.promo} />
        <dl className="cart-summary__lines">
          <div>
            <dt>{labels.subtotal}</dt>
            <dd>{money(totals.subtotalCents)}</dd>
          </div>
          {totals.subtotalCents > 0 && (
            <div>
              <dt>{labels.shipping}</dt>
              <dd>{money(totals.shippingCents)}</dd>
            </div>
          )}
          {promo && totals.discountCents > 0 && (
            <div className="cart-summary__discount">
              <dt>{fill(labels.discount, { code: promo.code.toUpperCase() })}</dt>
              <dd>−{money(totals.discountCents)}</dd>
            </div>
          )}
          <div className="cart-summary__total">
            <dt>{labels.totalLabel}</dt>
            <dd>{money(totals.totalCents)}</dd>
          </div>
        </dl>
        <p className="cart-summary__vat">{fill(labels.vat, { amount: money(totals.vatCents) })}</p>
        <a className="btn btn--block" href={checkoutHref}>
          {labels.checkout}
        </a>
      </aside>
    </div>
  );
}
