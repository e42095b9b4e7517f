// The cart never holds more than the stock the shop last said: adding and typing stop there, and a
// stock that fell under a line's quantity is kept so the cart can say how many are left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addItem,
  maxQuantity,
  parseStoredCart,
  setItemQuantity,
  setItemStock,
  stockShortfall,
  type CartItem,
} from '../../../src/domain/cart/cart-items.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import { countryNames } from '../../../src/i18n/locale.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { readBuyNowRequest } from '../../../src/islands/checkout/buy-now.ts';
import { loadBuyNowLine } from '../../../src/islands/checkout/buy-now-line.ts';
import { outcomeMessage } from '../../../src/islands/checkout/outcome-messages.ts';
import { $cart, addToCart, clearCart } from '../../../src/stores/cart.ts';
import { refreshCartStock } from '../../../src/stores/cart-stock.ts';

afterEach(() => vi.unstubAllGlobals());

/** GET /api/products/{id} answering this stock. */
const catalogueSays = (stock: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ ...nuit, stock, images: [] })),
  );

const nuit = { id: 7, name: 'Nuit Safranée', price_cents: 19500, image: '/n.webp', size_ml: 50, stock: 1 };

describe('stock in the cart', () => {
  it('adding never goes above the stock, however many are asked or already held', () => {
    let cart: CartItem[] = addItem([], nuit, 50);
    expect(cart[0]!.quantity).toBe(1);
    cart = addItem(cart, nuit, 1);
    expect(cart[0]!.quantity).toBe(1);
    cart = addItem(cart, { ...nuit, stock: 3 }, 5);
    expect(cart[0]).toMatchObject({ quantity: 3, stock: 3 });
  });

  it('"+" and a typed quantity stop at the stock; a line saved without stock keeps the old limit of 99', () => {
    const cart = addItem([], { ...nuit, stock: 4 }, 2);
    expect(setItemQuantity(cart, 7, 3)[0]!.quantity).toBe(3);
    expect(setItemQuantity(cart, 7, 50)[0]!.quantity).toBe(4);
    const old = parseStoredCart(JSON.stringify([{ ...nuit, stock: undefined, quantity: 2 }]));
    expect(maxQuantity(old[0]!)).toBe(99);
    expect(setItemQuantity(old, 7, 150)[0]!.quantity).toBe(99);
  });

  it('a stock that fell under the quantity is said with the number left, and that number can be chosen', () => {
    let cart = addItem([], { ...nuit, stock: 5 }, 4);
    cart = setItemStock(cart, 7, 2);
    expect(cart[0]).toMatchObject({ quantity: 4, stock: 2 });
    expect(stockShortfall(cart[0]!)).toBe(2);
    cart = setItemQuantity(cart, 7, 2);
    expect(stockShortfall(cart[0]!)).toBeNull();
    expect(stockShortfall(setItemStock(cart, 7, 0)[0]!)).toBe(0);
    // a stock the shop did not say (an old cart) is no shortfall
    expect(stockShortfall({ quantity: 3 })).toBeNull();
  });

  it('a stored stock that is not a count is dropped with its line', () => {
    expect(parseStoredCart(JSON.stringify([{ ...nuit, quantity: 1, stock: -1 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...nuit, quantity: 1, stock: 1 }]))).toHaveLength(1);
  });

  it('buy now orders no more than the catalogue has, whatever the address asks', async () => {
    catalogueSays(2);
    const line = await loadBuyNowLine(readBuyNowRequest('?buy=7&qty=50')!, 'fr');
    expect(line).toMatchObject({ id: 7, quantity: 2, stock: 2 });
  });

  it('the cart page reads the stock again and keeps the quantity, so the line can say what changed', async () => {
    clearCart();
    addToCart({ ...nuit, stock: 5 }, 4);
    catalogueSays(1);
    await refreshCartStock('fr');
    expect($cart.get()[0]).toMatchObject({ quantity: 4, stock: 1 });
    clearCart();
  });
});

describe('the order refused for stock', () => {
  const refusal = (stockLeft: number | null) =>
    ({
      kind: 'refused',
      code: 'insufficient_stock',
      fields: {},
      product: 'Nuit Safranée',
      productId: 7,
      stockLeft,
    }) as const;

  const m = (lang: Language) => ({ ...messages[lang].checkout, countries: countryNames(SHIPPING_COUNTRIES, lang) });

  it('names the product and how many are left, in fr, en and nl', () => {
    expect(outcomeMessage(m('fr'), refusal(1))).toBe(
      'Il ne reste que 1 «\u00a0Nuit Safranée\u00a0» en stock. Veuillez ajuster votre panier.',
    );
    expect(outcomeMessage(m('en'), refusal(2))).toBe(
      'Only 2 of “Nuit Safranée” left in stock. Please adjust your cart.',
    );
    expect(outcomeMessage(m('nl'), refusal(0))).toBe(
      '“Nuit Safranée” is uitverkocht. Verwijder het uit uw winkelmandje.',
    );
  });
});
