// Statistics, settings, promo codes and the inbox (the admin-only resources beyond the spec's list).
import { launchChecklistSchema } from '../../contract/admin/launch-checklist.ts';
import { messagesPageSchema, subscriberPageSchema } from '../../contract/admin/inbox.ts';
import {
  promoCodeDeletedSchema,
  promoCodeListSchema,
  promoCodeSchema,
  type PromoCodeUpdate,
} from '../../contract/admin/promo-codes.ts';
import { shopSettingsSchema, type SettingsPatch } from '../../contract/admin/settings.ts';
import { adminStatsSchema } from '../../contract/admin/stats.ts';
import { apiRequest } from './client.ts';

export type { AdminStats } from '../../contract/admin/stats.ts';
export type { PromoCode } from '../../contract/admin/promo-codes.ts';
export type { SettingsPatch, ShopSettingsRow as ShopSettings } from '../../contract/admin/settings.ts';

export const getStats = () => apiRequest('/admin/stats', { answer: adminStatsSchema });
export const getLaunchChecklist = () => apiRequest('/admin/launch-checklist', { answer: launchChecklistSchema });
export const getSettings = () => apiRequest('/admin/settings', { answer: shopSettingsSchema });
/** The fields as the form has them: the server checks each (a refused one is named in a 422). */
export const saveSettings = (settings: { [K in keyof SettingsPatch]?: unknown }) =>
  apiRequest('/admin/settings', { method: 'PUT', body: settings, answer: shopSettingsSchema });
export const listPromoCodes = () => apiRequest('/admin/promo-codes', { answer: promoCodeListSchema });
export const createPromoCode = (code: string, percent_off: number, active: boolean, once_per_email = false) =>
  apiRequest('/admin/promo-codes', {
    method: 'POST',
    body: { code, percent_off, active, once_per_email },
    answer: promoCodeSchema,
  });
export const updatePromoCode = (code: string, changes: PromoCodeUpdate) =>
  apiRequest(`/admin/promo-codes/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: changes,
    answer: promoCodeSchema,
  });
export const deletePromoCode = (code: string) =>
  apiRequest(`/admin/promo-codes/${encodeURIComponent(code)}`, { method: 'DELETE', answer: promoCodeDeletedSchema });
/** Newest first; `cursor` is the next_cursor of the page before (null for the newest page). */
export const listMessages = (cursor: string | null, perPage: number) =>
  apiRequest(`/admin/messages?per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    answer: messagesPageSchema,
  });
export const listSubscribers = (page: number, perPage: number) =>
  apiRequest(`/admin/newsletter-subscribers?page=${page}&per_page=${perPage}`, { answer: subscriberPageSchema });
