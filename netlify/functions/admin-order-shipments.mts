// The parcels of an order (contract: src/contract/admin/shipping.ts; rules: docs/shipping.md):
//   POST   /api/orders/{id}/shipments {carrier, tracking_number, parcels?, tracking_url?} -> 201 shipment
//          (an order already shipped gets the shipped e-mail again, with every tracking link)
//   PATCH  /api/orders/{id}/shipments/{shipmentId} {same}                                 -> the shipment
//   DELETE /api/orders/{id}/shipments/{shipmentId}                                        -> {message}
//   POST   /api/admin/shipments/bulk {shipments: [{order_id, carrier, tracking_number, ...}]} -> {shipped, message}
//          (every order shipped or none: src/server/packing/bulk-ship.ts)
import type { Config } from '@netlify/functions';
import { SHIPMENT_MESSAGES, shipmentRequestSchema } from '../../src/contract/admin/shipping.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { recordShipment } from '../../src/server/shipping/record-shipment.ts';
import { deleteShipment, updateShipment } from '../../src/server/shipping/shipments.ts';
import { bulkShipmentsRequestSchema, PACKING_MESSAGES } from '../../src/contract/admin/packing.ts';
import { bulkShip } from '../../src/server/packing/bulk-ship.ts';

export default adminRoute(async (req: Request, context: AdminContext, admin) => {
  if (new URL(req.url).pathname.startsWith('/api/admin/shipments/bulk')) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { shipments } = await readJson(req, bulkShipmentsRequestSchema);
    const shipped = await bulkShip(shipments, `admin:${admin.email}`);
    keepAliveForMail(context);
    return json({ shipped, message: PACKING_MESSAGES.bulkShipped(shipped.length) });
  }
  const orderId = parseId(context.params.id);
  if (context.params.shipmentId === undefined) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { shipment } = await recordShipment(
      orderId,
      await readJson(req, shipmentRequestSchema),
      `admin:${admin.email}`,
    );
    keepAliveForMail(context);
    return json(shipment, { status: 201 });
  }
  const shipmentId = parseId(context.params.shipmentId, 'shipmentId');
  if (req.method === 'PATCH')
    return json(await updateShipment(orderId, shipmentId, await readJson(req, shipmentRequestSchema)));
  if (req.method === 'DELETE') {
    await deleteShipment(orderId, shipmentId);
    return json({ message: SHIPMENT_MESSAGES.deleted });
  }
  throw methodNotAllowed(['PATCH', 'DELETE']);
});

export const config: Config = {
  path: ['/api/orders/:id/shipments', '/api/orders/:id/shipments/:shipmentId', '/api/admin/shipments/bulk'],
  method: ['POST', 'PATCH', 'DELETE'],
};
