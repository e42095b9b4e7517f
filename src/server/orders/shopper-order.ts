// The order as its shopper may see it (thank-you page, POST /api/orders answer): no internal field.
import { bankTransferQr, type BankTransferQr } from './bank-transfer-qr.ts';
import { bankDetails } from './order-email-templates.ts';
import type { OrderDetails, OrderStatus } from './order-repository.ts';
import type { PaymentMethod, ShopSettings } from '../settings/settings-repository.ts';

/** The amounts and lines, exactly as the order holds them. */
type OrderAmounts = Pick<OrderDetails, 'items' | 'subtotalCents' | 'discountCents' | 'promoCode' | 'shippingCents' | 'vatCents' | 'vatRateBp' | 'vatScheme' | 'totalCents'>;

/** The shop's account, amount and structured communication, and the EPC QR code while the transfer is awaited. */
type ShopperBankTransfer = ReturnType<typeof bankDetails> & { qr: BankTransferQr | null };

export interface ShopperOrder extends OrderAmounts {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** An unpaid order keeps its stock until then. */
  holdUntil: string | null;
  language: OrderDetails['language'];
  paymentMethod: PaymentMethod;
  currency: 'EUR';
  shipping: OrderDetails['customer'];
  deliveryDays: { min: number; max: number };
  /** Present for a bank transfer: where to pay and the structured communication. */
  bankTransfer: ShopperBankTransfer | null;
}

function withQr(order: OrderDetails, bank: ReturnType<typeof bankDetails>): ShopperBankTransfer {
  return { ...bank, qr: bankTransferQr(order, bank) };
}

export function toShopperOrder(order: OrderDetails, settings: ShopSettings): ShopperOrder {
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
    vatCents: order.vatCents,
    vatRateBp: order.vatRateBp,
    vatScheme: order.vatScheme,
    totalCents: order.totalCents,
    shipping: order.customer,
    deliveryDays: { min: settings.deliveryDaysMin, max: settings.deliveryDaysMax },
    bankTransfer: order.paymentMethod === 'bank-transfer' ? withQr(order, bankDetails(order, settings)) : null,
  };
}
