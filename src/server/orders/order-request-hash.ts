// What "the same body" means for the Idempotency-Key of POST /api/orders: the validated request,
// normalised (lines merged per product, e-mail and promo code in lower case), hashed. A retry with
// the same key and the same hash gets the same order; another body under that key is refused.
import { createHash } from 'node:crypto';
import { mergeLines, type OrderRequest } from '../../contract/orders.ts';

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
    gift: { wrap: request.gift_wrap, message: request.gift_message ?? null, samples: request.samples },
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
