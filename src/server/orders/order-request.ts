// The body of POST /api/orders: product ids and quantities, the shopper's details, the payment method,
// an optional promo code and the language. Nothing else is read: prices, totals, currency or status
// sent by a browser are dropped here (zod strips unknown keys) and recomputed by the server.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES } from '../../domain/vocabulary/language.ts';

export const SHIPPING_COUNTRIES = ['BE', 'FR', 'DE', 'NL', 'UK'] as const;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

const text = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

export const orderRequestSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, 'the cart is empty')
    .max(MAX_ORDER_LINES)
    .superRefine((items, ctx) => {
      // the same product on several lines counts once, within the per-line limit
      for (const line of mergeLines(items)) {
        if (line.quantity > MAX_LINE_QUANTITY) {
          const index = items.findIndex((i) => i.product_id === line.product_id);
          ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: `at most ${MAX_LINE_QUANTITY} of one product` });
        }
      }
    }),
  customer: z.object({
    firstName: text(100),
    lastName: text(100),
    email: z.string().trim().max(254).pipe(z.email('invalid e-mail address')),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+0-9 ()./-]*$/, 'invalid phone number')
      .optional()
      .transform((v) => (v ? v : undefined)),
    address: text(200),
    city: text(100),
    postalCode: text(20),
    country: z.enum(SHIPPING_COUNTRIES, { error: `must be one of ${SHIPPING_COUNTRIES.join(', ')}` }),
  }),
  paymentMethod: z.enum(['credit-card', 'paypal', 'bank-transfer']),
  promoCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : undefined)),
  language: z.enum(LANGUAGES).default('fr'),
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Lines merged per product and sorted, so the same cart in another order is the same request. */
export function mergeLines(items: OrderRequest['items']): { product_id: number; quantity: number }[] {
  const byProduct = new Map<number, number>();
  for (const { product_id, quantity } of items) byProduct.set(product_id, (byProduct.get(product_id) ?? 0) + quantity);
  return [...byProduct.entries()].sort(([a], [b]) => a - b).map(([product_id, quantity]) => ({ product_id, quantity }));
}

/** What "the same body" means for the idempotency key: the validated request, normalised. */
export function requestHash(request: OrderRequest): string {
  const canonical = {
    items: mergeLines(request.items),
    customer: {
      ...request.customer,
      email: request.customer.email.toLowerCase(),
      phone: request.customer.phone ?? null,
    },
    paymentMethod: request.paymentMethod,
    promoCode: request.promoCode?.toLowerCase() ?? null,
    language: request.language,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
