// Pure cart rules (spec section 4): quantity at least 1, remove, clear. The store persists them.
export interface CartItem {
  id: number;
  name: string;
  /** VAT-inclusive unit price in cents, as shown when added; the server recomputes every price. */
  price_cents: number;
  image: string;
  size_ml: number;
  quantity: number;
}

export function addItem(items: readonly CartItem[], item: Omit<CartItem, 'quantity'>, quantity = 1): CartItem[] {
  const add = Math.max(1, Math.floor(quantity));
  const existing = items.find((i) => i.id === item.id);
  if (!existing) return [...items, { ...item, quantity: add }];
  return items.map((i) => (i.id === item.id ? { ...i, ...item, quantity: i.quantity + add } : i));
}

/** A quantity below 1 is ignored (the spec: decrement below 1 does nothing). */
export function setItemQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return [...items];
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i));
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
    (v.quantity as number) >= 1
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
