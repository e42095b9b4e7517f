// The order as its shopper may see it (thank-you page, POST /api/orders answer): no internal field.
// The shape is the contract's (src/contract/orders.ts shopperOrderSchema).
import type { ShopperOrder } from '../../contract/orders.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import { bankTransferQr } from '../payments/bank-transfer-qr.ts';
import { bankDetails } from '../payments/bank-details.ts';
import type { OrderDetails } from './order-repository.ts';
import type { Shipment } from '../shipping/shipments.ts';
import { balanceDueCents } from '../payments/ledger.ts';
import { deliveryDaysFor } from '../../domain/shipping/delivery-days.ts';

function bankTransferOf(order: OrderDetails, settings: ShopSettings): ShopperOrder['bankTransfer'] {
  if (order.paymentMethod !== 'bank-transfer') return null;
  const bank = bankDetails(order, settings, order.language);
  return { ...bank, qr: bankTransferQr(order, bank) };
}

/**
 * The order's money as its shopper reads it: paid, refunded, and the balance. Money the shop owes back
 * (the ledger's balance below 0: an over-payment, a cancelled order's payment) shows as such; else what
 * is still to pay is the total less what came in: a refund (a bottle returned, a goodwill gesture)
 * never makes the shopper owe the refunded money again.
 */
function shopperMoney(order: OrderDetails): ShopperOrder['money'] {
  const { receivedCents, refundedCents } = order.money;
  const ledger = balanceDueCents({ status: order.status, total_cents: order.totalCents }, order.money);
  const owed = order.status === 'cancelled' ? 0 : order.totalCents;
  return {
    paidCents: receivedCents,
    refundedCents,
    balanceDueCents: ledger < 0 ? ledger : Math.max(0, owed - receivedCents),
  };
}

/** `shipments`: the order's parcels (listShipments), none for an order just placed. */
export function toShopperOrder(order: OrderDetails, settings: ShopSettings, shipments: Shipment[] = []): ShopperOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    holdUntil: order.status === 'pending' ? order.holdUntil : null,
    language: order.language,
    paymentMethod: order.paymentMethod,
    currency: 'EUR',
    items: order.items,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    shippingCents: order.shippingCents,
    giftWrapCents: order.giftWrapCents,
    vatCents: order.vatCents,
    vatRateBp: order.vatRateBp,
    vatScheme: order.vatScheme,
    totalCents: order.totalCents,
    shipping: order.customer,
    gift: order.gift,
    // the promise of the order's destination zone
    deliveryDays: deliveryDaysFor(settings.shippingZones, order.customer.country) ?? { min: 0, max: 0 },
    bankTransfer: bankTransferOf(order, settings),
    money: shopperMoney(order),
    shipments: shipments.map((s) => ({
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingLink: s.trackingLink,
      parcels: s.parcels,
    })),
  };
}
