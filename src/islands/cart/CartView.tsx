// The cart page (spec section 2): items with quantity (at least 1, at most the stock the shop says,
// read again when the page opens), remove and clear (asked first); promo code;
// subtotal, shipping, discount and total from the shop's one price computation.
import { useEffect } from 'react';
import { useStore } from '../../stores/use-store.ts';
import { $cart } from '../../stores/cart.ts';
import { refreshCartStock } from '../../stores/cart-stock.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { CartLine } from './CartLine.tsx';
import { ClearCartButton } from './ClearCartButton.tsx';
import { CartSummary } from './CartSummary.tsx';
import type { CartLabels } from './cart-labels.ts';

export type { CartLabels };

interface Props {
  lang: Language;
  labels: CartLabels;
  shopHref: string;
  checkoutHref: string;
  productHrefPrefix: string;
}

export default function CartView({ lang, labels, shopHref, checkoutHref, productHrefPrefix }: Props) {
  const items = useStore($cart);

  // the stock may have fallen since the lines were added: each line then says how many are left
  useEffect(() => {
    void refreshCartStock(lang);
  }, [lang]);

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
              <CartLine
                key={item.id}
                item={item}
                lang={lang}
                labels={labels}
                productHref={`${productHrefPrefix}${item.id}`}
              />
            ))}
          </tbody>
        </table>
        <div className="cart-items__actions">
          <a className="link-line" href={shopHref}>
            {labels.continueShopping}
          </a>
          <ClearCartButton labels={labels} />
        </div>
      </div>
      <CartSummary lang={lang} labels={labels} checkoutHref={checkoutHref} />
    </div>
  );
}
