// VAT rates (GET/POST /api/admin/vat-rates, DELETE .../{country}/{validFrom}) and the quarterly VAT
// figures (GET /api/admin/vat-return?quarter=, as JSON or CSV). The answers' shapes are the server's.
import type { VatCountry } from '../../domain/tax/vat-rates.ts';
import type { AdminVatRate } from '../../server/admin/dashboard/vat-rates-admin.ts';
import type { VatReturn } from '../../server/admin/dashboard/vat-return.ts';
import { apiRequest } from './client.ts';

export { VAT_COUNTRIES, type VatCountry } from '../../domain/tax/vat-rates.ts';
export type { AdminVatRate, VatReturn };

export const getVatRates = () => apiRequest<{ today: string; rates: AdminVatRate[] }>('/admin/vat-rates');
export const addVatRate = (rate: { country: VatCountry; rate_bp: number; valid_from: string }) => apiRequest<AdminVatRate>('/admin/vat-rates', { method: 'POST', body: rate });
export const deleteVatRate = (country: VatCountry, validFrom: string) =>
  apiRequest<unknown>(`/admin/vat-rates/${encodeURIComponent(country)}/${encodeURIComponent(validFrom)}`, { method: 'DELETE' });
export const getVatReturn = (quarter: string) => apiRequest<VatReturn>(`/admin/vat-return?quarter=${encodeURIComponent(quarter)}`);
export const getVatReturnCsv = (quarter: string) => apiRequest<string>(`/admin/vat-return?quarter=${encodeURIComponent(quarter)}&format=csv`, { asText: true });
