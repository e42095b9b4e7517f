import { adminStockTone } from '../logic/stock-badge.ts';

export function StockBadge({ stock }: { stock: number }) {
  return <span className={`badge badge--${adminStockTone(stock)}`}>{stock}</span>;
}
