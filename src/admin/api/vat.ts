// VAT rates (GET/POST /api/admin/vat-rates, DELETE .../{country}/{validFrom}) and the quarterly VAT
// figures (GET /api/admin/vat-return?quarter=, as JSON or CSV).
import {
  adminVatRateSchema,
  vatRateDeletedSchema,
  vatRatesSchema,
  vatReturnSchema,
  type VatRateRequest,
} from '../../contract/admin/vat.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import { apiDownload, apiRequest } from './client.ts';

export const getVatRates = () => apiRequest('/admin/vat-rates', { answer: vatRatesSchema });
export const addVatRate = (rate: VatRateRequest) =>
  apiRequest('/admin/vat-rates', { method: 'POST', body: rate, answer: adminVatRateSchema });
export const deleteVatRate = (country: ShippingCountry, validFrom: string) =>
  apiRequest(`/admin/vat-rates/${encodeURIComponent(country)}/${encodeURIComponent(validFrom)}`, {
    method: 'DELETE',
    answer: vatRateDeletedSchema,
  });
export const getVatReturn = (quarter: string) =>
  apiRequest(`/admin/vat-return?quarter=${encodeURIComponent(quarter)}`, { answer: vatReturnSchema });
export const getVatReturnCsv = (quarter: string, language: string) =>
  apiRequest<string>(
    `/admin/vat-return?quarter=${encodeURIComponent(quarter)}&format=csv&lang=${encodeURIComponent(language)}`,
    {
      asText: true,
    },
  );
/** The accountant's ZIP of a period (PDFs, documents.csv, payments.csv), its CSV headers in `language`. */
export const getAccountingExport = (from: string, to: string, language: string) =>
  apiDownload(
    `/admin/accounting-export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&lang=${encodeURIComponent(language)}`,
  );
