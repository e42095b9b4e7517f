// The order functions raise sqlstate P0001 with a hint (unknown_product, price_changed,
// insufficient_stock) and the product id as detail. This turns them into the HTTP answer naming the
// product: 404 for an unknown product, 409 for the others.
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export type StockProblem = 'unknown_product' | 'price_changed' | 'insufficient_stock';

export interface StockFailure {
  problem: StockProblem;
  productId: number;
}

export function stockFailureOf(error: unknown): StockFailure | null {
  const e = error as { code?: string; hint?: string; detail?: string } | null;
  if (!e || e.code !== 'P0001') return null;
  if (e.hint !== 'unknown_product' && e.hint !== 'price_changed' && e.hint !== 'insufficient_stock') return null;
  const productId = Number(e.detail);
  return Number.isSafeInteger(productId) ? { problem: e.hint, productId } : null;
}

const MESSAGES: Record<StockProblem, (name: string) => string> = {
  unknown_product: () => 'Unknown product',
  price_changed: (name) => `The price of ${name} has changed: please review your cart`,
  insufficient_stock: (name) => `Not enough stock for ${name}`,
};

export interface StockFailureDescription {
  status: 404 | 409;
  code: StockProblem;
  message: string;
  product: { id: number; name: string | null; stock: number | null };
}

/** Status and message for a stock failure, naming the product (its French name when it still exists). */
export async function describeStockFailure(failure: StockFailure): Promise<StockFailureDescription> {
  const [row] = await getSql().unsafe<{ name_fr: string; stock: number }[]>('select name_fr, stock from public.products where id = $1', [failure.productId]);
  const message = MESSAGES[failure.problem](row?.name_fr ?? `#${failure.productId}`);
  return {
    status: failure.problem === 'unknown_product' ? 404 : 409,
    code: failure.problem,
    message,
    product: { id: failure.productId, name: row?.name_fr ?? null, stock: row?.stock ?? null },
  };
}

export async function stockHttpError(failure: StockFailure): Promise<HttpError> {
  const d = await describeStockFailure(failure);
  return new HttpError(d.status, d.message, { code: d.code });
}
