// Admin stock badge (spec section 4): above 20 green, above 10 yellow, otherwise red.
type StockTone = 'green' | 'yellow' | 'red';

export function adminStockTone(stock: number | null | undefined): StockTone {
  const value = stock ?? 0;
  if (value > 20) return 'green';
  if (value > 10) return 'yellow';
  return 'red';
}
