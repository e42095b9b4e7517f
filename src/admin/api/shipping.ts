// Shipping zones (GET/PUT /api/admin/shipping-zones) and an order's shipments
// (POST /api/orders/{id}/shipments, PATCH/DELETE .../{shipmentId}).
import {
  shipmentDeletedSchema,
  shipmentSchema,
  shippingZonesSchema,
  type ShipmentRequest,
  type ShippingZonesRequest,
} from '../../contract/admin/shipping.ts';
import { apiRequest } from './client.ts';

export type { AdminShipment, AdminShippingZone, ShipmentRequest } from '../../contract/admin/shipping.ts';

export const getShippingZones = () => apiRequest('/admin/shipping-zones', { answer: shippingZonesSchema });
export const saveShippingZones = (body: ShippingZonesRequest) =>
  apiRequest('/admin/shipping-zones', { method: 'PUT', body, answer: shippingZonesSchema });
export const addShipment = (orderId: number, body: ShipmentRequest) =>
  apiRequest(`/orders/${orderId}/shipments`, { method: 'POST', body, answer: shipmentSchema });
export const updateShipment = (orderId: number, shipmentId: number, body: ShipmentRequest) =>
  apiRequest(`/orders/${orderId}/shipments/${shipmentId}`, { method: 'PATCH', body, answer: shipmentSchema });
export const deleteShipment = (orderId: number, shipmentId: number) =>
  apiRequest(`/orders/${orderId}/shipments/${shipmentId}`, { method: 'DELETE', answer: shipmentDeletedSchema });
