// Storefront stock label (spec section 4): 0 or none = out (red), 1-2 = limited (yellow), 3+ = available (green).
export type StockLevel = 'out' | 'limited' | 'available';

export function stockLevel(stock: number | null | undefined): StockLevel {
  if (!stock || stock <= 0) return 'out';
  return stock <= 2 ? 'limited' : 'available';
}
