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
  orders_total: number;
  orders_by_status: Record<string, number>;
  paid_orders: number;
  revenue_cents: number;
  average_basket_cents: number;
  by_month: MonthFigure[];
  best_sellers: BestSeller[];
  stock: { products: number; available: number; low: number; out: number; units: number; value_cents?: number };
  products_total?: number;
  categories_total?: number;
}

export type ShopSettings = Record<string, string | number | boolean | null>;

export interface PromoCode {
  code: string;
  percent_off: number;
  active: boolean;
  created_at: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
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
export const listMessages = () => apiRequest<ContactMessage[] | { data: ContactMessage[] }>('/admin/messages');
export const listSubscribers = () => apiRequest<Subscriber[] | { data: Subscriber[] }>('/admin/newsletter-subscribers');
