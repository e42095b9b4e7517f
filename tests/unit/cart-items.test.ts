import { describe, expect, it } from 'vitest';
import {
  addItem,
  itemCount,
  parseStoredCart,
  removeItem,
  setItemQuantity,
  type CartItem,
} from '../../src/domain/cart/cart-items.ts';

const rose = { id: 2, name: 'Rose de Minuit', price_cents: 18500, image: '/r.webp', size_ml: 50 };
const cedre = { id: 3, name: 'Cèdre Noir', price_cents: 21500, image: '/c.webp', size_ml: 100 };

describe('cart items', () => {
  it('adds, merges and counts', () => {
    let cart: CartItem[] = addItem([], rose);
    cart = addItem(cart, cedre, 2);
    cart = addItem(cart, rose, 3);
    expect(cart.map((i) => [i.id, i.quantity])).toEqual([
      [2, 4],
      [3, 2],
    ]);
    expect(itemCount(cart)).toBe(6);
  });

  it('keeps quantities at 1 or more', () => {
    const cart = addItem([], rose, 2);
    expect(setItemQuantity(cart, 2, 0)[0]!.quantity).toBe(2);
    expect(setItemQuantity(cart, 2, -4)[0]!.quantity).toBe(2);
    expect(setItemQuantity(cart, 2, Number.NaN)[0]!.quantity).toBe(2);
    expect(setItemQuantity(cart, 2, 1)[0]!.quantity).toBe(1);
    expect(addItem([], rose, 0)[0]!.quantity).toBe(1);
  });

  it('removes', () => {
    expect(removeItem(addItem(addItem([], rose), cedre), 2).map((i) => i.id)).toEqual([3]);
  });

  it('reads stored carts defensively', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...rose, quantity: 2 }, { id: 'x' }, { ...cedre, quantity: 0 }]))).toEqual(
      [{ ...rose, quantity: 2 }],
    );
  });
});
