import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cart,
  $cartCount,
  $promo,
  $totals,
  addToCart,
  applyPromo,
  clearCart,
  removeFromCart,
  setQuantity,
} from '../../src/stores/cart.ts';

const rose = { id: 2, name: 'Rose de Minuit', price_cents: 18500, image: '/r.webp', size_ml: 50 };

describe('cart store', () => {
  beforeEach(() => clearCart());

  it('totals: shipping 10 EUR when there is something to ship, welcome10 = 10 % off the subtotal', () => {
    expect($totals.get()).toMatchObject({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
    addToCart(rose, 2);
    expect($cartCount.get()).toBe(2);
    expect($totals.get()).toMatchObject({
      subtotalCents: 37000,
      shippingCents: 1000,
      discountCents: 0,
      totalCents: 38000,
    });
    applyPromo({ code: 'welcome10', percent_off: 10 });
    expect($totals.get()).toMatchObject({ subtotalCents: 37000, discountCents: 3700, totalCents: 34300 });
  });

  it('quantity stays at least 1; remove and clear empty the cart and the promo', () => {
    addToCart(rose);
    setQuantity(2, 0);
    expect($cart.get()[0]!.quantity).toBe(1);
    setQuantity(2, 3);
    expect($cart.get()[0]!.quantity).toBe(3);
    removeFromCart(2);
    expect($cart.get()).toEqual([]);
    addToCart(rose);
    applyPromo({ code: 'welcome10', percent_off: 10 });
    clearCart();
    expect($cart.get()).toEqual([]);
    expect($promo.get()).toBeNull();
  });
});
