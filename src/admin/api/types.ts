// Shapes the back-office reads from the API (spec section 3, as the admin functions return them).
import type { Category, Gender, Product, ProductImage } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { BreakdownLine, PaymentReference } from '../../domain/orders/order-money.ts';
import type { PaymentEventKind } from '../../domain/orders/payment-event-kind.ts';
import type { StatusActor } from '../../domain/orders/status-actor.ts';
import type { OrderEmailView } from '../../server/mail/outbox/order-email-log.ts';
import type { AdminUser } from '../auth/storage.ts';

export type { Category, Gender, Language, Product, ProductImage, AdminUser, BreakdownLine, PaymentReference, StatusActor };

/** One e-mail of an order as the outbox keeps it: what, to whom, pending / sent / failed, attempts, last error. */
export type OrderEmail = OrderEmailView;

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  id: number;
  product_id: number | null;
  quantity: number;
  /** Unit price in euros, as sold. */
  price: number;
  /** Unit price in cents, as sold (what the screens format). */
  price_cents?: number;
  product: { name: string } | null;
  product_name?: string;
}

export interface StatusChange {
  id?: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by?: string;
  /** Who made the change, sorted by the server (shopper, admin, provider, expiry, system). */
  actor?: StatusActor;
  changed_at: string;
  note?: string | null;
}

/** What one payment attempt of an order came to (GET /api/orders/{id}). */
export interface PaymentEvent {
  outcome: 'succeeded' | 'declined' | 'cancelled' | 'expired' | 'method_changed';
  /** The outcome with what became of a received payment (late, not applied, another amount). */
  kind?: PaymentEventKind;
  /** Cents the provider reported as received; null when no money moved. */
  amount_cents?: number | null;
  payment_method: 'credit-card' | 'paypal' | 'bank-transfer' | null;
  provider: string;
  received_at: string;
}

export interface Order {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  postal_code: string;
  country?: string;
  language?: Language;
  created_at: string;
  /** Euros, VAT included. */
  total: number;
  total_cents?: number;
  status: OrderStatus;
  payment_method?: string | null;
  payment_provider?: string | null;
  payment_id?: string | null;
  promo_code?: string | null;
  /** A bank transfer's structured communication. */
  structured_communication?: string | null;
  payment_reference?: PaymentReference | null;
  amount_due_cents?: number;
  amount_paid_cents?: number;
  /** When a payment came in for this cancelled order that stays cancelled: the money is to be refunded. */
  refund_needed_at?: string | null;
  /** Subtotal, discount, shipping, total before VAT, VAT, total: the invoice's lines, in cents. */
  breakdown?: BreakdownLine[];
  items?: OrderItem[];
  status_history?: StatusChange[];
  payment_events?: PaymentEvent[];
  /** The order's e-mails with their delivery state (GET /api/orders/{id}). */
  emails?: OrderEmail[];
}

export interface OrderPage {
  data: Order[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export interface OrderQuery {
  page: number;
  perPage: number;
  search: string;
  status: OrderStatus | 'all';
  date: 'all' | 'today' | 'week' | 'month';
  /** Keyset paging: only the orders listed after this order (a Kanban column's "show more"). */
  after?: number;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
}
