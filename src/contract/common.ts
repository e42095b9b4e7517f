// Building blocks of the public API's schemas (src/contract/*.ts): the forms every answer writes ids,
// instants, amounts and the shop's words in. Nothing here imports server code, so the browser can
// import every contract file.
import { z } from 'zod';
import { VAT_SCHEMES } from '../domain/tax/vat-rules.ts';
import { SHIPPING_COUNTRIES } from '../domain/vocabulary/country.ts';
import { LANGUAGES } from '../domain/vocabulary/language.ts';
import { ORDER_STATUSES } from '../domain/vocabulary/order-status.ts';
import { PAYMENT_METHODS } from '../domain/vocabulary/payment-method.ts';

/** A row id (bigint in the database, far below 2^53). */
export const idSchema = z.number().int().positive();

/** An instant as the API writes it: ISO 8601 in UTC, from Date#toISOString. */
export const instantSchema = z.iso.datetime();

/** Integer cents: every exact amount. */
export const centsSchema = z.number().int();

export const languageSchema = z.enum(LANGUAGES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const shippingCountrySchema = z.enum(SHIPPING_COUNTRIES);
/** Under which rules an order's VAT is charged: be, oss, uk, or export (VAT-free). */
export const vatSchemeSchema = z.enum(VAT_SCHEMES);

/** The answer of a change that returns nothing else to read: a sentence for the user. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The answer of a request that was taken (a contact message, a subscription): nothing more to say. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
