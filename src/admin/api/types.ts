// Shapes the back-office reads from the API (spec section 3, as the admin functions return them).
import type { Category, Gender, Language, Product, ProductImage } from '../../domain/catalog/types.ts';
import type { AdminUser } from '../auth/storage.ts';

export type { Category, Gender, Language, Product, ProductImage, AdminUser };

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  id: number;
  product_id: number | null;
  quantity: number;
  /** Unit price in euros, as sold. */
  price: number;
  product: { name: string } | null;
  product_name?: string;
}

export interface StatusChange {
  id?: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by?: string;
  changed_at: string;
  note?: string | null;
}

/** What one payment attempt of an order came to (GET /api/orders/{id}). */
export interface PaymentEvent {
  outcome: 'succeeded' | 'declined' | 'cancelled' | 'expired' | 'method_changed';
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
  items?: OrderItem[];
  status_history?: StatusChange[];
  payment_events?: PaymentEvent[];
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
