// Shipping zones and shipments in the admin API (money in cents, VAT included at the home rate; the
// form shows euros with a decimal comma). docs/shipping.md explains the rules.
//   GET /api/admin/shipping-zones               -> { zones }
//   PUT /api/admin/shipping-zones { zones }     -> { zones } as saved: the whole list replaces the old
//                                                 one; 422 naming the field (zones.1.countries, ...)
//   POST   /api/orders/{id}/shipments { carrier, tracking_number, parcels?, tracking_url? } -> 201 shipment
//   PUT    /api/orders/{id}/shipments/{shipmentId} { same }                                  -> shipment
//   DELETE /api/orders/{id}/shipments/{shipmentId}                                          -> { message }
import { z } from 'zod';
import { CARRIERS } from '../../domain/shipping/carriers.ts';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import { idSchema, instantSchema, shippingCountrySchema } from '../common.ts';

const cents = (label: string) =>
  z
    .number(`${label} : montant en euros attendu, par ex. 6,90.`)
    .int(`${label} : montant en euros attendu, par ex. 6,90.`)
    .min(0, `${label} : il ne peut pas être négatif.`)
    .max(100_000, `${label} : 1 000,00 au plus.`);

const weightBandSchema = z.object({
  up_to_grams: z
    .number('Poids maximum (g) : nombre de grammes attendu.')
    .int('Poids maximum (g) : nombre entier de grammes attendu.')
    .min(1, 'Poids maximum (g) : au moins 1 g.')
    .max(100_000, 'Poids maximum (g) : 100 000 g au plus.'),
  cents: cents('Tarif de la tranche (EUR)'),
});

const rateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('flat'), cents: cents('Tarif (EUR)') }),
    z.object({
      kind: z.literal('weight'),
      bands: z
        .array(weightBandSchema)
        .min(1, 'Tarif au poids : au moins une tranche.')
        .max(20, 'Tarif au poids : 20 tranches au plus.')
        .refine(
          (bands) => new Set(bands.map((b) => b.up_to_grams)).size === bands.length,
          'Tarif au poids : deux tranches ont le même poids maximum.',
        )
        .transform((bands) => [...bands].sort((a, b) => a.up_to_grams - b.up_to_grams)),
    }),
  ],
  'Tarif : forfait (flat) ou au poids (weight) attendu.',
);

const days = (label: string) =>
  z
    .number(`${label} : nombre de jours ouvrables attendu.`)
    .int(`${label} : nombre entier de jours ouvrables attendu.`)
    .min(0, `${label} : il ne peut pas être négatif.`)
    .max(60, `${label} : 60 jours au plus.`);

const zoneRequestSchema = z.object({
  name: z
    .string('Nom de la zone : texte attendu.')
    .trim()
    .min(1, 'Nom de la zone : obligatoire.')
    .max(80, 'Nom de la zone : 80 caractères au plus.'),
  countries: z
    .array(z.enum(SHIPPING_COUNTRIES, `Pays : une valeur parmi ${SHIPPING_COUNTRIES.join(', ')} attendue.`))
    .min(1, 'Pays : au moins un pays par zone.'),
  rate: rateSchema,
  free_from_cents: z
    .number('Livraison offerte dès (EUR) : montant en euros attendu, par ex. 150,00.')
    .int('Livraison offerte dès (EUR) : montant en euros attendu, par ex. 150,00.')
    .min(0, 'Livraison offerte dès (EUR) : il ne peut pas être négatif.')
    .max(100_000_000, 'Livraison offerte dès (EUR) : 1 000 000,00 au plus.')
    .nullable(),
  /** Working days from payment to delivery in the zone: what the shop promises there. */
  delivery_days_min: days('Délai minimum (jours ouvrables)'),
  delivery_days_max: days('Délai maximum (jours ouvrables)'),
});

/** PUT body: the whole list, in the order the settings show it; a country in one zone at most. */
export const shippingZonesRequestSchema = z
  .object({ zones: z.array(zoneRequestSchema).max(30, '30 zones au plus.') })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Map<string, number>();
    body.zones.forEach((zone, i) => {
      if (zone.delivery_days_max < zone.delivery_days_min)
        ctx.addIssue({
          code: 'custom',
          path: ['zones', i, 'delivery_days_max'],
          message: 'Délai maximum (jours ouvrables) : au moins le délai minimum.',
        });
      for (const country of zone.countries) {
        const other = seen.get(country);
        if (other !== undefined && other !== i) {
          ctx.addIssue({
            code: 'custom',
            path: ['zones', i, 'countries'],
            message: `Pays : ${country} est déjà dans la zone « ${body.zones[other]?.name ?? ''} ».`,
          });
        }
        seen.set(country, i);
      }
    });
  });
export type ShippingZonesRequest = z.infer<typeof shippingZonesRequestSchema>;

export const shippingZoneSchema = zoneRequestSchema.extend({
  id: idSchema,
  countries: z.array(shippingCountrySchema),
  rate: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('flat'), cents: z.number().int() }),
    z.object({
      kind: z.literal('weight'),
      bands: z.array(z.object({ up_to_grams: z.number().int(), cents: z.number().int() })),
    }),
  ]),
});
export type AdminShippingZone = z.infer<typeof shippingZoneSchema>;

export const shippingZonesSchema = z.object({ zones: z.array(shippingZoneSchema) });
export type AdminShippingZones = z.infer<typeof shippingZonesSchema>;

const trackingNumberSchema = z
  .string('Numéro de suivi : texte attendu.')
  .trim()
  .min(1, 'Numéro de suivi : obligatoire.')
  .max(60, 'Numéro de suivi : 60 caractères au plus.');

/** The fields of a shipment, shared by one order's POST and the bulk request's rows (packing.ts). */
export const shipmentFields = {
  carrier: z.enum(CARRIERS, `Transporteur : une valeur parmi ${CARRIERS.join(', ')} attendue.`),
  tracking_number: trackingNumberSchema,
  parcels: z
    .number('Colis : nombre attendu.')
    .int('Colis : nombre entier attendu.')
    .min(1, 'Colis : au moins 1.')
    .max(99, 'Colis : 99 au plus.')
    .optional(),
  tracking_url: z
    .string('Lien de suivi : texte attendu.')
    .trim()
    .max(500, 'Lien de suivi : 500 caractères au plus.')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'Lien de suivi : une adresse https:// attendue.')
    .nullable()
    .optional(),
};

/** "other" needs the https address the shopper follows. */
export function requireOtherUrl(
  body: { carrier: string; tracking_url?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.carrier === 'other' && !body.tracking_url) {
    ctx.addIssue({
      code: 'custom',
      path: ['tracking_url'],
      message: 'Lien de suivi : obligatoire pour un autre transporteur (https://...).',
    });
  }
}

/** POST and PUT body of a shipment. */
export const shipmentRequestSchema = z.object(shipmentFields).strict().superRefine(requireOtherUrl);
export type ShipmentRequest = z.infer<typeof shipmentRequestSchema>;

export const shipmentSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  carrier: z.enum(CARRIERS),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  /** The public page the shopper follows (built for the known carriers). */
  tracking_link: z.string().nullable(),
  parcels: z.number().int(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type AdminShipment = z.infer<typeof shipmentSchema>;

export const SHIPMENT_MESSAGES = { deleted: 'Envoi supprimé.' } as const;
export const shipmentDeletedSchema = z.object({ message: z.string() });
