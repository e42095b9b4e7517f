// The order functions raise sqlstate P0001 with a hint (unknown_product, price_changed,
// insufficient_stock) and the product id as detail. This turns them into the HTTP error naming the
// product: 404 for an unknown product, 409 for the others.
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

const STOCK_PROBLEMS = ['unknown_product', 'price_changed', 'insufficient_stock'] as const;
type StockProblem = (typeof STOCK_PROBLEMS)[number];

export interface StockFailure {
  problem: StockProblem;
  productId: number;
}

const isStockProblem = (hint: unknown): hint is StockProblem => (STOCK_PROBLEMS as readonly unknown[]).includes(hint);

export function stockFailureOf(error: unknown): StockFailure | null {
  const e = error as { code?: string; hint?: string; detail?: string } | null;
  if (!e || e.code !== 'P0001' || !isStockProblem(e.hint)) return null;
  const productId = Number(e.detail);
  return Number.isSafeInteger(productId) ? { problem: e.hint, productId } : null;
}

const MESSAGES: Record<StockProblem, (name: string, stock: number | null) => string> = {
  unknown_product: () => 'Unknown product',
  price_changed: (name) => `The price of ${name} has changed: please review your cart`,
  // the shopper's words come from the code and `product.stock`; this says the same for logs
  insufficient_stock: (name, stock) =>
    stock === null ? `Not enough stock for ${name}` : `Not enough stock for ${name}: ${stock} left`,
};

/**
 * The error of a stock failure, naming the product (its French name and stock when it still exists)
 * and, when given, the request's field it is about. Read outside the failed transaction.
 */
export async function stockFailureError(failure: StockFailure, field?: string): Promise<HttpError> {
  const [row] = await getSql()<
    { name_fr: string; stock: number }[]
  >`select name_fr, stock from public.products where id = ${failure.productId}`;
  const message = MESSAGES[failure.problem](row?.name_fr ?? `#${failure.productId}`, row?.stock ?? null);
  return new HttpError(failure.problem === 'unknown_product' ? 404 : 409, message, {
    code: failure.problem,
    product: { id: failure.productId, name: row?.name_fr ?? null, stock: row?.stock ?? null },
    ...(field ? { fields: { [field]: [message] } } : {}),
  });
}
