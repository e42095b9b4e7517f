// The cart every island and the header share: `perfume_cart` in localStorage (spec section 9),
// synced across tabs. Totals come from the one price computation of the shop (domain/pricing).
import { atom, computed } from 'nanostores';
import {
  addItem,
  itemCount,
  parseStoredCart,
  removeItem,
  setItemQuantity,
  setItemStock,
  type CartItem,
} from '../domain/cart/cart-items.ts';
import { computeTotals, type Totals } from '../domain/pricing/totals.ts';
import { persistedAtom } from './persisted.ts';

export const CART_STORAGE_KEY = 'perfume_cart';
const PROMO_STORAGE_KEY = 'perfume_promo';
const DEFAULT_SHIPPING_FEE_CENTS = 1000;

export interface AppliedPromo {
  code: string;
  percent_off: number;
}

function parsePromo(raw: string | null): AppliedPromo | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AppliedPromo>;
    return typeof v.code === 'string' && typeof v.percent_off === 'number' && v.percent_off > 0 && v.percent_off <= 100
      ? { code: v.code, percent_off: v.percent_off }
      : null;
  } catch {
    return null;
  }
}

/** The shipping fee the build read from the shop settings (<html data-shipping-fee-cents>), 10 EUR by default. */
function initialShippingFee(): number {
  if (typeof document === 'undefined') return DEFAULT_SHIPPING_FEE_CENTS;
  const value = Number(document.documentElement.dataset.shippingFeeCents);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SHIPPING_FEE_CENTS;
}

export const $cart = persistedAtom<CartItem[]>(CART_STORAGE_KEY, [], parseStoredCart);
export const $promo = persistedAtom<AppliedPromo | null>(PROMO_STORAGE_KEY, null, parsePromo);
export const $shippingFeeCents = atom<number>(initialShippingFee());

/** Belgium's free-shipping threshold the build read (<html data-free-shipping-from-cents>); null: none. */
function initialFreeShippingFrom(): number | null {
  if (typeof document === 'undefined') return null;
  const raw = document.documentElement.dataset.freeShippingFromCents;
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}
export const $freeShippingFromCents = atom<number | null>(initialFreeShippingFrom());

export const $cartCount = computed($cart, itemCount);

export const $totals = computed(
  [$cart, $promo, $shippingFeeCents, $freeShippingFromCents],
  (items, promo, shippingFeeCents, freeShippingFromCents): Totals =>
    computeTotals(
      items.map((i) => ({ unitPriceCents: i.price_cents, quantity: i.quantity })),
      { percentOff: promo?.percent_off ?? 0, shippingFeeCents, freeShippingFromCents },
    ),
);

export function addToCart(item: Omit<CartItem, 'quantity'>, quantity = 1): void {
  $cart.set(addItem($cart.get(), item, quantity));
}

/** Quantities below 1 are ignored, those above the stock the shop last said brought down to it. */
export function setQuantity(id: number, quantity: number): void {
  $cart.set(setItemQuantity($cart.get(), id, quantity));
}

/** Keeps the stock the shop just said for a line (the cart's refresh, an order's refusal). */
export function recordStock(id: number, stock: number): void {
  $cart.set(setItemStock($cart.get(), id, stock));
}

export function removeFromCart(id: number): void {
  $cart.set(removeItem($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
  $promo.set(null);
}

export function applyPromo(promo: AppliedPromo | null): void {
  $promo.set(promo);
}
