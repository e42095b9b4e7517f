// Statistics, settings, promo codes and the inbox (the admin-only resources beyond the spec's list).
import { apiRequest } from './client.ts';

export interface MonthFigure {
  month: string;
  orders: number;
  revenue_cents: number;
}

export interface BestSeller {
  product_id: number | null;
  name: string;
  quantity: number;
  revenue_cents?: number;
}

export interface AdminStats {
  counts: { orders: number; products: number; categories: number; pending_orders: number };
  orders_by_status: Record<string, number>;
  by_month: MonthFigure[];
  revenue_cents: number;
  average_basket_cents: number;
  best_sellers: BestSeller[];
  stock: { in_stock: number; low: number; out: number; low_threshold: number; low_products: { id: number; name: string; stock: number }[] };
  recent_orders?: { id: number; name: string; total: number; status: string; created_at: string }[];
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export type ShopSettings = Record<string, string | number | boolean | null>;

export interface PromoCode {
  code: string;
  percent_off: number;
  active: boolean;
  created_at: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language?: string;
  receivedAt: string;
}

export interface MessagesPage {
  data: ContactMessage[];
  per_page: number;
  next_cursor: string | null;
}

export interface Subscriber {
  id: number;
  email: string;
  language: string;
  consent_at: string;
  confirmed_at: string | null;
  created_at: string;
}

export const getStats = () => apiRequest<AdminStats>('/admin/stats');
export const getSettings = () => apiRequest<ShopSettings>('/admin/settings');
export const saveSettings = (settings: ShopSettings) => apiRequest<ShopSettings>('/admin/settings', { method: 'PUT', body: settings });
export const listPromoCodes = () => apiRequest<PromoCode[]>('/admin/promo-codes');
export const createPromoCode = (code: string, percent_off: number, active: boolean) =>
  apiRequest<PromoCode>('/admin/promo-codes', { method: 'POST', body: { code, percent_off, active } });
export const updatePromoCode = (code: string, changes: Partial<Pick<PromoCode, 'percent_off' | 'active'>>) =>
  apiRequest<PromoCode>(`/admin/promo-codes/${encodeURIComponent(code)}`, { method: 'PUT', body: changes });
export const deletePromoCode = (code: string) =>
  apiRequest<unknown>(`/admin/promo-codes/${encodeURIComponent(code)}`, { method: 'DELETE' });
/** Newest first; `cursor` is the next_cursor of the page before (null for the newest page). */
export const listMessages = (cursor: string | null, perPage: number) =>
  apiRequest<MessagesPage>(`/admin/messages?per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const listSubscribers = (page: number, perPage: number) =>
  apiRequest<Page<Subscriber>>(`/admin/newsletter-subscribers?page=${page}&per_page=${perPage}`);
