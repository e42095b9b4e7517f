// What the checkout orders: the cart (with its promo code), or the one product of a 'buy now'
// (buy-now.ts), priced by the shop's one computation with the settings' shipping fee.
import { useStore } from '../../stores/use-store.ts';
import { useEffect, useMemo, useState } from 'react';
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { computeTotals, type Totals } from '../../domain/pricing/totals.ts';
import { $cart, $promo, $shippingFeeCents, $totals } from '../../stores/cart.ts';
import { readBuyNowRequest, type BuyNowRequest } from './buy-now.ts';

export interface CheckoutLines {
  items: CartItem[];
  totals: Totals;
  promoCode: string | null;
  /** Set for a 'buy now': the cart is not what is being ordered, so it stays as it is. */
  buyNow: BuyNowRequest | null;
  /** The buy-now product is still being read. */
  loading: boolean;
}

export function useCheckoutLines(lang: Language): CheckoutLines {
  const [buyNow] = useState(() => readBuyNowRequest(window.location.search));
  const [line, setLine] = useState<CartItem | null | 'loading'>(buyNow ? 'loading' : null);
  const cart = useStore($cart);
  const promo = useStore($promo);
  const cartTotals = useStore($totals);
  const shippingFeeCents = useStore($shippingFeeCents);

  useEffect(() => {
    // the catalogue lookup only for a buy-now: the cart's checkout never fetches that code. No network
    // for it reads as no answer from the catalogue: the line is not known (as loadBuyNowLine says).
    if (buyNow)
      void import('./buy-now-line.ts')
        .then(({ loadBuyNowLine }) => loadBuyNowLine(buyNow, lang))
        .catch(() => null)
        .then(setLine);
  }, [buyNow, lang]);

  // a promo code was applied to the cart, not to this one product
  const single = useMemo(() => (line === 'loading' || line === null ? [] : [line]), [line]);
  const singleTotals = useMemo(
    () =>
      computeTotals(
        single.map((i) => ({ unitPriceCents: i.price_cents, quantity: i.quantity })),
        { shippingFeeCents },
      ),
    [single, shippingFeeCents],
  );
  if (!buyNow) return { items: cart, totals: cartTotals, promoCode: promo?.code ?? null, buyNow: null, loading: false };
  return { items: single, totals: singleTotals, promoCode: null, buyNow, loading: line === 'loading' };
}
