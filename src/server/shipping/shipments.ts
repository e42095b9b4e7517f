// public.shipments: the parcels of an order with their carrier and tracking number. Recorded from the
// admin (POST /api/orders/{id}/shipments, or with the move to "shipped": PUT /api/orders/{id}/status
// {shipment}), editable afterwards; the shipped e-mail and the shopper's order page link to each
// parcel's tracking page (src/domain/shipping/carriers.ts).
import type { AdminShipment, ShipmentRequest } from '../../contract/admin/shipping.ts';
import { trackingUrl, type Carrier } from '../../domain/shipping/carriers.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';

interface ShipmentRow {
  id: number;
  order_id: number;
  carrier: Carrier;
  tracking_number: string;
  tracking_url: string | null;
  parcels: number;
  created_at: Date | string;
  updated_at: Date | string;
  postal_code: string;
  country: ShippingCountry;
  language: Language;
}

/** A shipment as the shopper's e-mail and order page show it. */
export interface Shipment {
  id: number;
  carrier: Carrier;
  trackingNumber: string;
  /** The carrier's public page for this parcel; null for "other" without a valid https address. */
  trackingLink: string | null;
  parcels: number;
  createdAt: string;
}

const linkOf = (row: ShipmentRow, language: Language = row.language) =>
  trackingUrl({
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    postalCode: row.postal_code,
    country: row.country,
    language,
  });

async function rowsOf(sql: Db, orderId: number, shipmentId?: number): Promise<ShipmentRow[]> {
  return sql<ShipmentRow[]>`
    select s.id, s.order_id, s.carrier, s.tracking_number, s.tracking_url, s.parcels, s.created_at, s.updated_at,
           o.postal_code, o.country, o.language
      from public.shipments s join public.orders o on o.id = s.order_id
     where s.order_id = ${orderId} ${shipmentId === undefined ? sql`` : sql`and s.id = ${shipmentId}`}
     order by s.id`;
}

function toAdmin(row: ShipmentRow): AdminShipment {
  return {
    id: Number(row.id),
    order_id: Number(row.order_id),
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
    tracking_link: linkOf(row),
    parcels: row.parcels,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The order's shipments for the shopper, links in `language` (the page's or the e-mail's). */
export async function listShipments(orderId: number, sql: Db = getSql(), language?: Language): Promise<Shipment[]> {
  return (await rowsOf(sql, orderId)).map((row) => ({
    id: Number(row.id),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingLink: linkOf(row, language),
    parcels: row.parcels,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function listAdminShipments(orderId: number, sql: Db = getSql()): Promise<AdminShipment[]> {
  return (await rowsOf(sql, orderId)).map(toAdmin);
}

const urlOf = (request: ShipmentRequest) =>
  request.carrier === 'other' && request.tracking_url ? request.tracking_url : null;

/** Records a shipment of an existing order (404 otherwise), in the caller's transaction. */
export async function insertShipment(
  sql: Db,
  orderId: number,
  request: ShipmentRequest,
  actor: string,
): Promise<AdminShipment> {
  const [order] = await sql<{ id: number }[]>`select id from public.orders where id = ${orderId} for update`;
  if (!order) throw notFound('Order not found');
  const [inserted] = await sql<{ id: number }[]>`
    insert into public.shipments (order_id, carrier, tracking_number, tracking_url, parcels, created_by)
    values (${orderId}, ${request.carrier}, ${request.tracking_number}, ${urlOf(request)}, ${request.parcels ?? 1}, ${actor})
    returning id`;
  const [row] = await rowsOf(sql, orderId, Number(inserted?.id));
  if (!row) throw new Error('the shipment just recorded is missing');
  return toAdmin(row);
}

/** Corrects a shipment (carrier, number, parcels, address): 404 for a shipment not of this order. */
export async function updateShipment(
  orderId: number,
  shipmentId: number,
  request: ShipmentRequest,
): Promise<AdminShipment> {
  const sql = getSql();
  const updated = await sql`
    update public.shipments
       set carrier = ${request.carrier}, tracking_number = ${request.tracking_number},
           tracking_url = ${urlOf(request)}, parcels = ${request.parcels ?? 1}, updated_at = now()
     where id = ${shipmentId} and order_id = ${orderId}`;
  if (updated.count === 0) throw notFound('Shipment not found');
  const [row] = await rowsOf(sql, orderId, shipmentId);
  if (!row) throw notFound('Shipment not found');
  return toAdmin(row);
}

export async function deleteShipment(orderId: number, shipmentId: number): Promise<void> {
  const deleted = await getSql()`delete from public.shipments where id = ${shipmentId} and order_id = ${orderId}`;
  if (deleted.count === 0) throw notFound('Shipment not found');
}
