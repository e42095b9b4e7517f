// The destination's figures for the checkout summary: POST /api/checkout/quote with the product ids,
// quantities, promo code and country (never a price), answered by the server's own pricing. The
// shopper sees the total and the VAT rate of the chosen country before paying; placing the order
// prices it again on the server.
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/vocabulary/language.ts';
import { callApi } from '../http.ts';
import type { Country } from './shipping-details.ts';

export type VatScheme = 'be' | 'oss' | 'uk' | 'export';

export interface Quote {
  country: Country;
  vatScheme: VatScheme;
  vatRateBp: number;
  lines: { productId: number; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
}

export interface QuoteInput {
  items: { product_id: number; quantity: number }[];
  promoCode: string | null;
  country: Country | '';
  language: Language;
}

/** loading: asked, not answered yet; failed: no answer (the summary says the server applies the VAT). */
export type QuoteState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; quote: Quote } | { kind: 'failed' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const SCHEMES: readonly string[] = ['be', 'oss', 'uk', 'export'];

export function readQuote(body: unknown): Quote | null {
  if (!isObject(body) || !Array.isArray(body.lines) || typeof body.vatScheme !== 'string' || !SCHEMES.includes(body.vatScheme)) return null;
  const amounts = ['vatRateBp', 'subtotalCents', 'discountCents', 'shippingCents', 'totalCents', 'vatCents'] as const;
  if (!amounts.every((k) => isInt(body[k]))) return null;
  const lines = body.lines.filter(isObject).map((l) => ({ productId: Number(l.productId), quantity: Number(l.quantity), unitPriceCents: Number(l.unitPriceCents), lineTotalCents: Number(l.lineTotalCents) }));
  if (lines.length !== body.lines.length || !lines.every((l) => [l.productId, l.quantity, l.unitPriceCents, l.lineTotalCents].every(Number.isInteger))) return null;
  return {
    country: String(body.country) as Country,
    vatScheme: body.vatScheme as VatScheme,
    vatRateBp: body.vatRateBp as number,
    lines,
    subtotalCents: body.subtotalCents as number,
    discountCents: body.discountCents as number,
    shippingCents: body.shippingCents as number,
    totalCents: body.totalCents as number,
    vatCents: body.vatCents as number,
  };
}

export async function fetchQuote(input: QuoteInput): Promise<Quote | null> {
  const body = JSON.stringify({ items: input.items, country: input.country, language: input.language, ...(input.promoCode ? { promoCode: input.promoCode } : {}) });
  const result = await callApi('/api/checkout/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body }, 10_000);
  return result.kind === 'answer' && result.status === 200 ? readQuote(result.body) : null;
}

/** The quote of the current basket and country, asked again whenever either changes (the last answer wins). */
export function useQuote(input: QuoteInput): QuoteState {
  const [state, setState] = useState<{ key: string; value: QuoteState }>({ key: '', value: { kind: 'none' } });
  const key = JSON.stringify([input.items, input.promoCode, input.country, input.language]);
  useEffect(() => {
    if (!input.country || input.items.length === 0) return;
    let current = true;
    setState({ key, value: { kind: 'loading' } });
    void fetchQuote(input).then((quote) => {
      if (current) setState({ key, value: quote ? { kind: 'ready', quote } : { kind: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (!input.country || input.items.length === 0) return { kind: 'none' };
  // an answer for another basket or country is never shown for this one
  return state.key === key ? state.value : { kind: 'loading' };
}
