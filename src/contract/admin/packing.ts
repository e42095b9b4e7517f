// Packing in the admin API (docs/shipping.md, "Packing"):
//   GET  /api/admin/packing                  -> { orders }: what to pack, oldest first
//   GET  /api/admin/packing/slips?ids=3,7     -> application/pdf: one packing slip per page
//   GET  /api/orders/{id}/packing-slip        -> application/pdf: the order's packing slip
//   POST /api/admin/shipments/bulk { shipments: [{ order_id, carrier, tracking_number, ... }] }
//        -> { shipped, message }: every order shipped with its parcel, or none (422 naming the row
//           and field, shipments.N.tracking_number; an order that is not to pack: shipments.N.order_id)
import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/vocabulary/order-status.ts';
import { idSchema, instantSchema, languageSchema, shippingCountrySchema } from '../common.ts';
import { requireOtherUrl, shipmentFields, shipmentSchema } from './shipping.ts';

export const BULK_SHIPMENTS_MAX = 100;

const bulkRowSchema = z
  .object({
    order_id: z.number('Commande : numéro attendu.').int().positive('Commande : numéro attendu.'),
    ...shipmentFields,
  })
  .strict()
  .superRefine(requireOtherUrl);

/** One row per order; an order once. */
export const bulkShipmentsRequestSchema = z
  .object({
    shipments: z
      .array(bulkRowSchema)
      .min(1, 'Commandes : au moins une.')
      .max(BULK_SHIPMENTS_MAX, `Commandes : ${BULK_SHIPMENTS_MAX} au plus.`),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.shipments.forEach((row, i) => {
      if (seen.has(row.order_id))
        ctx.addIssue({ code: 'custom', path: ['shipments', i, 'order_id'], message: 'Commande : déjà dans la liste.' });
      seen.add(row.order_id);
    });
  });
export type BulkShipmentsRequest = z.infer<typeof bulkShipmentsRequestSchema>;
export type BulkShipmentRow = BulkShipmentsRequest['shipments'][number];

export const bulkShipmentsAnswerSchema = z.object({
  shipped: z.array(z.object({ order_id: idSchema, status: z.literal('shipped'), shipment: shipmentSchema })),
  message: z.string(),
});
export type BulkShipmentsAnswer = z.infer<typeof bulkShipmentsAnswerSchema>;

export const packingLineSchema = z.object({
  name: z.string(),
  size_ml: z.number().int().nullable(),
  quantity: z.number().int().positive(),
});

export const packingOrderSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: instantSchema,
  paid_at: instantSchema.nullable(),
  language: languageSchema,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: shippingCountrySchema,
  /** The zone and the parcel's weight the fee was priced with (null: placed before zones). */
  shipping_zone_name: z.string().nullable(),
  shipping_weight_grams: z.number().int().nullable(),
  items: z.array(packingLineSchema),
  /** Gift wrap asked for, the gift message (printed on the slip) and the free samples' names. */
  gift_wrap: z.boolean(),
  gift_message: z.string().nullable(),
  samples: z.array(z.object({ name: z.string() })),
});
export type PackingOrder = z.infer<typeof packingOrderSchema>;

export const packingListSchema = z.object({ orders: z.array(packingOrderSchema) });

/** ?ids=3,7: the selected orders' slips, in that order. */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string('ids : numéros de commande attendus, séparés par des virgules.')
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/, 'ids : numéros de commande attendus, séparés par des virgules.')
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});

export const PACKING_MESSAGES = {
  bulkShipped: (count: number) => `${count} commande(s) marquée(s) expédiée(s).`,
  notToPack: 'Commande : elle n’est pas à emballer (payée et pas encore expédiée).',
} as const;
