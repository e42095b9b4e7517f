// The destination's figures for the checkout summary: POST /api/checkout/quote with the product ids,
// quantities, promo code and country (never a price), answered by the server's own pricing. The
// shopper sees the total, the VAT rate and the delivery time of the chosen country before paying;
// placing the order prices it again on the server. With a promo code, the shopper's e-mail address
// once it is a valid one (on blur or step change, never per keystroke): a first-order code that
// address may not use is said at once, not at the last click.
import { useStore } from '../../stores/use-store.ts';
import { useEffect, useState } from 'react';
import type { CheckoutQuote, QuoteRequest } from '../../contract/checkout.ts';
import { EXPORT_PRICINGS, VAT_SCHEMES } from '../../domain/tax/vat-rules.ts';
import { isShippingCountry, type ShippingCountry } from '../../domain/vocabulary/country.ts';
import { fetchJson } from '../../stores/fetch-json.ts';
import { $gift } from './gift/gift-store.ts';
import {
  arrayOf,
  isInteger,
  isString,
  nullable,
  oneOf,
  pickShape,
  shape,
  type ShapeChecks,
} from '../../stores/json-shape.ts';

/** The answer (src/contract/checkout.ts), as far as the summary reads it. */
export type Quote = Omit<CheckoutQuote, 'currency'>;

export type QuoteInput = Omit<QuoteRequest, 'country' | 'promoCode' | 'gift_wrap' | 'email'> & {
  country: ShippingCountry | '';
  promoCode: string | null;
  /** The shopper's address once checked valid, else ''. */
  email: string;
};

/** loading: asked, not answered yet; failed: no answer (the summary says the server applies the VAT). */
export type QuoteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; quote: Quote } | { kind: 'failed' };

const QUOTE_CHECKS: ShapeChecks<Quote> = {
  country: isShippingCountry,
  vatScheme: oneOf(VAT_SCHEMES),
  vatRateBp: isInteger,
  lines: arrayOf(
    shape<Quote['lines'][number]>({
      productId: isInteger,
      quantity: isInteger,
      unitPriceCents: isInteger,
      lineTotalCents: isInteger,
    }),
  ),
  subtotalCents: isInteger,
  discountCents: isInteger,
  shippingCents: isInteger,
  giftWrapCents: isInteger,
  totalCents: isInteger,
  vatCents: isInteger,
  promoCode: nullable(isString),
  unavailablePromoCode: nullable(isString),
  deliveryDays: shape<Quote['deliveryDays']>({ min: isInteger, max: isInteger }),
  exportPricing: nullable(oneOf(EXPORT_PRICINGS)),
};
const isQuote = shape<Quote>(QUOTE_CHECKS);

export function readQuote(body: unknown): Quote | null {
  return isQuote(body) ? pickShape(QUOTE_CHECKS, body) : null;
}

/** The request's JSON body: also what tells one basket-and-country from another. */
function quoteBody(input: QuoteInput, giftWrap: boolean): string {
  return JSON.stringify({
    items: input.items,
    country: input.country,
    language: input.language,
    ...(input.promoCode ? { promoCode: input.promoCode } : {}),
    // the address matters only to a promo code: without one it is not sent
    ...(input.promoCode && input.email ? { email: input.email } : {}),
    ...(giftWrap ? { gift_wrap: true } : {}),
  });
}

async function fetchQuote(body: string): Promise<Quote | null> {
  const answer = await fetchJson(
    '/api/checkout/quote',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    10_000,
  );
  return answer.ok ? readQuote(answer.data) : null;
}

/** The quote of the current basket and country, asked again whenever either changes (the last answer wins). */
export function useQuote(input: QuoteInput): QuoteState {
  const [state, setState] = useState<{ body: string; value: QuoteState }>({ body: '', value: { kind: 'none' } });
  const wanted = input.country !== '' && input.items.length > 0;
  // gift wrap adds its price to the total: asked again when it is ticked or unticked
  const body = quoteBody(input, useStore($gift).wrap);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void fetchQuote(body).then((quote) => {
      if (current) setState({ body, value: quote ? { kind: 'ready', quote } : { kind: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [wanted, body]);
  if (!wanted) return { kind: 'none' };
  // an answer for another basket or country is never shown for this one: until its own, it is loading
  return state.body === body ? state.value : { kind: 'loading' };
}
