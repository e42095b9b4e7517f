// Pure cart rules (spec section 4): quantity at least 1 and never above the stock the shop last said,
// remove, clear. The store persists them.
export interface CartItem {
  id: number;
  name: string;
  /** VAT-inclusive unit price in cents, as shown when added; the server recomputes every price. */
  price_cents: number;
  image: string;
  size_ml: number;
  quantity: number;
  /**
   * The stock the shop last said (the product page, the cart's refresh, an order's refusal); absent
   * in carts saved before it was kept. Quantities never go above it, except when it fell under what
   * the cart already held: the cart then says so and offers the number left (`stockShortfall`).
   */
  stock?: number;
}

/** The most a line may hold: its known stock (at least 1, a sold-out line is said, not emptied), else 99. */
export function maxQuantity(item: Pick<CartItem, 'stock'>): number {
  return item.stock === undefined ? MAX_QUANTITY : Math.max(1, Math.min(MAX_QUANTITY, item.stock));
}

export const MAX_QUANTITY = 99;

export function addItem(items: readonly CartItem[], item: Omit<CartItem, 'quantity'>, quantity = 1): CartItem[] {
  const add = Math.max(1, Math.floor(quantity));
  const existing = items.find((i) => i.id === item.id);
  if (!existing) return [...items, { ...item, quantity: Math.min(add, maxQuantity(item)) }];
  return items.map((i) => {
    if (i.id !== item.id) return i;
    const merged = { ...i, ...item };
    return { ...merged, quantity: Math.min(i.quantity + add, maxQuantity(merged)) };
  });
}

/** A quantity below 1 is ignored (the spec: decrement below 1 does nothing); one above the stock is brought down to it. */
export function setItemQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return [...items];
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.min(Math.floor(quantity), maxQuantity(i)) } : i));
}

/** Records the stock the shop says now; the quantity stays, so the cart can say what changed. */
export function setItemStock(items: readonly CartItem[], id: number, stock: number): CartItem[] {
  if (!Number.isInteger(stock) || stock < 0) return [...items];
  return items.map((i) => (i.id === id && i.stock !== stock ? { ...i, stock } : i));
}

/** How many of a line are left when the stock fell under its quantity (0: sold out), else null. */
export function stockShortfall(item: Pick<CartItem, 'stock' | 'quantity'>): number | null {
  return item.stock !== undefined && item.stock < item.quantity ? item.stock : null;
}

export function removeItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((i) => i.id !== id);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    Number.isInteger(v.price_cents) &&
    (v.price_cents as number) >= 0 &&
    typeof v.image === 'string' &&
    typeof v.size_ml === 'number' &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) >= 1 &&
    (v.stock === undefined || (Number.isInteger(v.stock) && (v.stock as number) >= 0))
  );
}

/** Reads what localStorage held; anything malformed (an old shape, a hand edit) is dropped. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isCartItem) : [];
  } catch {
    return [];
  }
}
