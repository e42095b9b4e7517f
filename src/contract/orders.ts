// The shopper's orders (spec section 7 "Create order", and the shop's own order pages):
//   POST /api/orders (header Idempotency-Key) orderRequest -> 201 placedOrder
//   GET  /api/checkout/orders/{id} (header X-Order-Token) -> 200 { order }
//   POST /api/checkout/orders/{id}/payment (X-Order-Token) [paymentChangeRequest] -> 200 orderPayment
// A request names product ids and quantities only: prices, totals, currency or status sent by a
// browser are dropped here (zod strips unknown keys) and computed by the server. Refusals: errors.ts.
import { z } from 'zod';
import { CARRIERS } from '../domain/shipping/carriers.ts';
import { isValidPostcode } from '../domain/orders/postcode.ts';
import { POSTCODE_RULES } from '../domain/orders/postcode-rules.ts';
import { PHONE_PATTERN, SHIPPING_FIELD_MAX_LENGTH as MAX } from '../domain/orders/shipping-address.ts';
import { SHIPPING_COUNTRIES } from '../domain/vocabulary/country.ts';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import {
  centsSchema,
  idSchema,
  instantSchema,
  languageSchema,
  orderStatusSchema,
  paymentMethodSchema,
  shippingCountrySchema,
  vatSchemeSchema,
} from './common.ts';
import { paymentProviderSchema } from './payments.ts';

// ---- requests

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

/** The Idempotency-Key header of POST /api/orders: one per checkout attempt, 8 to 200 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export interface OrderLineRequest {
  product_id: number;
  quantity: number;
}

/** Lines merged per product and sorted, so the same cart in another order is the same request. */
export function mergeLines(items: readonly OrderLineRequest[]): OrderLineRequest[] {
  const byProduct = new Map<number, number>();
  for (const { product_id, quantity } of items) byProduct.set(product_id, (byProduct.get(product_id) ?? 0) + quantity);
  return [...byProduct.entries()].sort(([a], [b]) => a - b).map(([product_id, quantity]) => ({ product_id, quantity }));
}

export const orderLinesSchema = z
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
        ctx.addIssue({
          code: 'custom',
          path: [index, 'quantity'],
          message: `at most ${MAX_LINE_QUANTITY} of one product`,
        });
      }
    }
  });

const text = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
/** An optional text: blank counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const shippingAddressSchema = z
  .object({
    firstName: text(MAX.firstName),
    lastName: text(MAX.lastName),
    email: z.string().trim().max(MAX.email).pipe(z.email('invalid e-mail address')),
    phone: optionalText(MAX.phone).refine((v) => v === undefined || PHONE_PATTERN.test(v), 'invalid phone number'),
    address: text(MAX.address),
    city: text(MAX.city),
    postalCode: text(MAX.postalCode),
    country: z.enum(SHIPPING_COUNTRIES, { error: `must be one of ${SHIPPING_COUNTRIES.join(', ')}` }),
  })
  .superRefine((address, ctx) => {
    // each country's own postcode ("75001" is no Belgian postcode)
    if (!isValidPostcode(address.country, address.postalCode))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: `invalid postcode for ${address.country}: ${POSTCODE_RULES[address.country]}`,
      });
  });

export const promoCodeFieldSchema = optionalText(40);

/** The contract's bounds; the shop's settings set the real ones (order-gifts.ts checks them, 422 naming the field). */
export const GIFT_MESSAGE_HARD_MAX = 1000;
export const SAMPLES_HARD_MAX = 5;

/** Gift wrap, a gift message (blank = none) and the free samples chosen, all optional. */
export const giftFieldsSchema = {
  gift_wrap: z.boolean().default(false),
  gift_message: optionalText(GIFT_MESSAGE_HARD_MAX),
  samples: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(SAMPLES_HARD_MAX, `at most ${SAMPLES_HARD_MAX} samples`)
    .default([]),
};

export const orderRequestSchema = z.object({
  items: orderLinesSchema,
  customer: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  promoCode: promoCodeFieldSchema,
  language: languageSchema.default(DEFAULT_LANGUAGE),
  ...giftFieldsSchema,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** POST /api/checkout/orders/{id}/payment: pay another way; no body = pay again the same way. */
export const paymentChangeRequestSchema = z.object({ paymentMethod: paymentMethodSchema });

// ---- answers

export const orderLineSchema = z.object({
  /** Null once the product was deleted (the line keeps its name and price). */
  productId: idSchema.nullable(),
  name: z.string(),
  sizeMl: z.number().int().nullable(),
  unitPriceCents: centsSchema,
  quantity: z.number().int().positive(),
  lineTotalCents: centsSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who the order goes to, as stored. */
export const orderCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: shippingCountrySchema,
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** The amounts and lines exactly as the order holds them (integer cents; the rate in basis points). */
export const orderAmountsSchema = z.object({
  items: z.array(orderLineSchema),
  subtotalCents: centsSchema,
  discountCents: centsSchema,
  promoCode: z.string().nullable(),
  shippingCents: centsSchema,
  /** The gift wrap as charged (0: free or not asked); part of the total and its VAT, like shipping. */
  giftWrapCents: centsSchema,
  vatCents: centsSchema,
  vatRateBp: z.number().int(),
  /** 'export': a VAT-free parcel to the UK, whose import charges the shopper pays at delivery. */
  vatScheme: vatSchemeSchema,
  totalCents: centsSchema,
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

/** The gift part of an order: the wrap asked for, the message (packing slip only) and the free samples. */
export const orderGiftSchema = z.object({
  wrap: z.boolean(),
  message: z.string().nullable(),
  /** Names as the shopper read them when ordering; productId null once the product was deleted. */
  samples: z.array(z.object({ productId: idSchema.nullable(), name: z.string() })),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;

/** Where to pay a bank transfer: the shop's account, the amount and the structured communication. */
export const bankTransferDetailsSchema = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
  amountCents: centsSchema,
  communication: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** The EPC QR code, drawn by the server: the dark modules as an SVG path in a size x size box. */
export const paymentQrSchema = z.object({ payload: z.string(), size: z.number().int().positive(), path: z.string() });
export type PaymentQr = z.infer<typeof paymentQrSchema>;

export const shopperShipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string(),
  trackingLink: z.string().nullable(),
  parcels: z.number().int().positive(),
});
export type ShopperShipment = z.infer<typeof shopperShipmentSchema>;

/** The order as its shopper may see it: no internal field. */
export const shopperOrderSchema = orderAmountsSchema.extend({
  id: idSchema,
  /** ML-000123. */
  number: z.string(),
  status: orderStatusSchema,
  createdAt: instantSchema,
  paidAt: instantSchema.nullable(),
  /** While the order is unpaid: until when its items are reserved. */
  holdUntil: instantSchema.nullable(),
  language: languageSchema,
  paymentMethod: paymentMethodSchema,
  currency: z.literal('EUR'),
  shipping: orderCustomerSchema,
  gift: orderGiftSchema,
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** For a bank transfer: where to pay, with the QR code while the transfer is awaited. */
  bankTransfer: bankTransferDetailsSchema.extend({ qr: paymentQrSchema.nullable() }).nullable(),
  /** The parcels sent, with the carrier's public tracking page (null for another carrier without one). */
  shipments: z.array(shopperShipmentSchema),
  /**
   * The order's money from its ledger: received and refunded so far, and the balance: below 0, money
   * the shop pays back (the ledger's balance); else what is still to pay, the total (nothing once
   * cancelled) less what came in (a refund never makes the shopper owe it again).
   */
  money: z.object({
    paidCents: z.number().int().min(0),
    refundedCents: z.number().int().min(0),
    balanceDueCents: z.number().int(),
  }),
});
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;

/** What the shopper does next to pay: the provider's page, the transfer details, or nothing (no longer pending). */
export const paymentInstructionsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), provider: paymentProviderSchema, url: z.string() }),
  bankTransferDetailsSchema.extend({
    type: z.literal('bank-transfer'),
    /** Euros (amountCents / 100), for display code that wants a number. */
    amount: z.number(),
  }),
  z.object({ type: z.literal('none'), status: orderStatusSchema }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** POST /api/orders, 201: the order, its access token (kept by the browser only) and how to pay. */
export const placedOrderSchema = z.object({
  order: shopperOrderSchema,
  accessToken: z.string(),
  payment: paymentInstructionsSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** GET /api/checkout/orders/{id}. */
export const shopperOrderAnswerSchema = z.object({ order: shopperOrderSchema });
export type ShopperOrderAnswer = z.infer<typeof shopperOrderAnswerSchema>;

/** POST /api/checkout/orders/{id}/payment. */
export const orderPaymentAnswerSchema = z.object({ payment: paymentInstructionsSchema, order: shopperOrderSchema });
export type OrderPaymentAnswer = z.infer<typeof orderPaymentAnswerSchema>;
