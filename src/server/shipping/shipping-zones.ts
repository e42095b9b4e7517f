// public.shipping_zones: the one reader of the zones (the pricing of an order and of the checkout's
// quote, the public settings' "from X €" and delivery times) and the admin's replacement of the whole list.
import type { AdminShippingZone, ShippingZonesRequest } from '../../contract/admin/shipping.ts';
import type { ShippingRate, ShippingZone } from '../../domain/shipping/rates.ts';
import { isShippingCountry } from '../../domain/vocabulary/country.ts';
import { getSql, type Db } from '../db/client.ts';

interface ZoneRow {
  id: number;
  name: string;
  countries: string[];
  rate_kind: 'flat' | 'weight';
  flat_cents: number | null;
  weight_bands: { up_to_grams: number; cents: number }[] | null;
  free_from_cents: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
}

function rateOf(row: ZoneRow): ShippingRate {
  if (row.rate_kind === 'flat') return { kind: 'flat', cents: row.flat_cents ?? 0 };
  return {
    kind: 'weight',
    bands: (row.weight_bands ?? []).map((b) => ({ upToGrams: b.up_to_grams, cents: b.cents })),
  };
}

function toZone(row: ZoneRow): ShippingZone {
  return {
    id: Number(row.id),
    name: row.name,
    countries: row.countries.filter(isShippingCountry),
    rate: rateOf(row),
    freeFromCents: row.free_from_cents,
    deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max },
  };
}

export async function listShippingZones(sql: Db = getSql()): Promise<ShippingZone[]> {
  const rows = await sql<ZoneRow[]>`
    select id, name, countries, rate_kind, flat_cents, weight_bands, free_from_cents,
           delivery_days_min, delivery_days_max
      from public.shipping_zones order by position, id`;
  return rows.map(toZone);
}

/** A zone as the admin API writes it (snake_case). */
export function toAdminZone(zone: ShippingZone): AdminShippingZone {
  return {
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    rate:
      zone.rate.kind === 'flat'
        ? { kind: 'flat', cents: zone.rate.cents }
        : { kind: 'weight', bands: zone.rate.bands.map((b) => ({ up_to_grams: b.upToGrams, cents: b.cents })) },
    free_from_cents: zone.freeFromCents,
    delivery_days_min: zone.deliveryDays.min,
    delivery_days_max: zone.deliveryDays.max,
  };
}

/** Replaces every zone by the request's list (one transaction): orders keep the rate they were sold with. */
export async function replaceShippingZones(request: ShippingZonesRequest): Promise<AdminShippingZone[]> {
  await getSql().begin(async (tx) => {
    await tx`delete from public.shipping_zones`;
    for (const [position, zone] of request.zones.entries()) {
      const flat = zone.rate.kind === 'flat' ? zone.rate.cents : null;
      const bands = zone.rate.kind === 'weight' ? tx.json(zone.rate.bands) : null;
      await tx`
        insert into public.shipping_zones (name, countries, position, rate_kind, flat_cents, weight_bands, free_from_cents,
                                           delivery_days_min, delivery_days_max)
        values (${zone.name}, ${zone.countries}::text[], ${position}, ${zone.rate.kind}, ${flat}, ${bands},
                ${zone.free_from_cents}, ${zone.delivery_days_min}, ${zone.delivery_days_max})`;
    }
  });
  return (await listShippingZones()).map(toAdminZone);
}
