// Every endpoint of the admin API with the schemas of its request and its answer: the list the
// reference (docs/admin-api.md) is checked against, and the handler tests check real answers with.
// Paths are written as docs/admin-api.md writes them ({id}); each function's config.path uses :id.
// Every endpoint needs the admin's bearer token; a failure answers the error body of src/contract/errors.ts.
import {
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  withdrawalPatchSchema,
  withdrawalPeriodRequestSchema,
  withdrawalPeriodSchema,
  withdrawalRefusalSchema,
} from './withdrawals.ts';
import type { z } from 'zod';
import { stageAnswerSchema, stageRequestSchema } from './uploads.ts';
import { accountingExportQuerySchema } from './accounting.ts';
import {
  statementApplyRequestSchema,
  statementApplyResultSchema,
  statementImportPageSchema,
  statementImportResultSchema,
  statementImportSchema,
} from './bank-statements.ts';
import { categoryDeletedSchema, categoryRequestSchema, categorySchema } from './categories.ts';
import { messagesPageSchema, messagesQuerySchema, subscriberPageSchema } from './inbox.ts';
import { confirmationSentSchema, emailResentSchema } from './order-emails.ts';
import {
  adminOrderDetailSchema,
  orderDeletedSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderStatusAnswerSchema,
  orderStatusRequestSchema,
  paymentAnswerSchema,
  refundAnswerSchema,
  refundRetryAnswerSchema,
} from './orders.ts';
import { pageQuerySchema } from './page.ts';
import {
  bulkShipmentsAnswerSchema,
  bulkShipmentsRequestSchema,
  packingListSchema,
  packingSlipsQuerySchema,
} from './packing.ts';
import { paymentRequestSchema, refundRequestSchema } from './ledger.ts';
import {
  productDeletedSchema,
  productSchema,
  reorderRequestSchema,
  specialsAnswerSchema,
  specialsRequestSchema,
} from './products.ts';
import {
  promoCodeCreateSchema,
  promoCodeDeletedSchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoCodeUpdateSchema,
} from './promo-codes.ts';
import { launchChecklistSchema } from './launch-checklist.ts';
import { publishStateSchema } from './publish-state.ts';
import { settingsPatchSchema, shopSettingsSchema } from './settings.ts';
import {
  shipmentRequestSchema,
  shipmentSchema,
  shipmentDeletedSchema,
  shippingZonesRequestSchema,
  shippingZonesSchema,
} from './shipping.ts';
import { adminStatsSchema } from './stats.ts';
import { testimonialsSchema } from './testimonials.ts';
import {
  vatRateDeletedSchema,
  vatRateRequestSchema,
  vatRatesSchema,
  adminVatRateSchema,
  vatReturnQuerySchema,
  vatReturnSchema,
} from './vat.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminEndpoint {
  method: HttpMethod;
  path: string;
  /** The success status. */
  status: 200 | 201;
  /** The query string's schema (GET lists), the JSON body's, or 'multipart' (a form: products (productFormSchema), images, statements). */
  request?: z.ZodType | 'multipart';
  /** The JSON answer's schema, or the media type of a document answer. */
  answer: z.ZodType | 'text/html' | 'text/csv' | 'application/pdf' | 'application/zip';
}

/** One endpoint; `request` last, as most have none. */
function endpoint(
  method: HttpMethod,
  path: string,
  status: AdminEndpoint['status'],
  answer: AdminEndpoint['answer'],
  request?: AdminEndpoint['request'],
): AdminEndpoint {
  return request === undefined ? { method, path, status, answer } : { method, path, status, request, answer };
}

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  // products (spec section 7; the public GETs are products-read)
  endpoint('POST', '/api/products', 201, productSchema, 'multipart'),
  endpoint('POST', '/api/products/{id}', 200, productSchema, 'multipart'),
  endpoint('PUT', '/api/products/{id}', 200, productSchema, 'multipart'),
  endpoint('DELETE', '/api/products/{id}', 200, productDeletedSchema),
  endpoint('POST', '/api/products/{id}/images/reorder', 200, productSchema, reorderRequestSchema),
  endpoint('POST', '/api/products/{id}/images/{imageId}', 200, productSchema, 'multipart'),
  endpoint('POST', '/api/products/update-special', 200, specialsAnswerSchema, specialsRequestSchema),
  // categories (the public GETs are categories-read)
  endpoint('POST', '/api/categories', 201, categorySchema, categoryRequestSchema),
  endpoint('PUT', '/api/categories/{id}', 200, categorySchema, categoryRequestSchema),
  endpoint('DELETE', '/api/categories/{id}', 200, categoryDeletedSchema),
  // orders (POST /api/orders is the shopper's checkout)
  endpoint('GET', '/api/orders', 200, orderPageSchema, orderListQuerySchema),
  endpoint('GET', '/api/orders/{id}', 200, adminOrderDetailSchema),
  endpoint('PUT', '/api/orders/{id}/status', 200, orderStatusAnswerSchema, orderStatusRequestSchema),
  endpoint('DELETE', '/api/orders/{id}', 200, orderDeletedSchema),
  endpoint('GET', '/api/orders/{id}/invoice', 200, 'text/html'),
  endpoint('GET', '/api/orders/{id}/invoice-pdf', 200, 'application/pdf'),
  endpoint('POST', '/api/orders/{id}/refund', 200, refundRetryAnswerSchema),
  // shipments (docs/shipping.md)
  endpoint('POST', '/api/orders/{id}/shipments', 201, shipmentSchema, shipmentRequestSchema),
  endpoint('PATCH', '/api/orders/{id}/shipments/{shipmentId}', 200, shipmentSchema, shipmentRequestSchema),
  endpoint('DELETE', '/api/orders/{id}/shipments/{shipmentId}', 200, shipmentDeletedSchema),
  // packing (docs/shipping.md)
  endpoint('GET', '/api/admin/packing', 200, packingListSchema),
  endpoint('GET', '/api/orders/{id}/packing-slip', 200, 'application/pdf'),
  endpoint('GET', '/api/admin/packing/slips', 200, 'application/pdf', packingSlipsQuerySchema),
  endpoint('POST', '/api/admin/shipments/bulk', 200, bulkShipmentsAnswerSchema, bulkShipmentsRequestSchema),
  endpoint('POST', '/api/orders/{id}/payments', 201, paymentAnswerSchema, paymentRequestSchema),
  endpoint('POST', '/api/orders/{id}/refunds', 201, refundAnswerSchema, refundRequestSchema),
  endpoint('POST', '/api/orders/{id}/send-email', 200, confirmationSentSchema),
  endpoint('POST', '/api/orders/{id}/emails/{emailId}/resend', 201, emailResentSchema),
  // returns: withdrawals made through the storefront's withdrawal function (docs/withdrawal.md)
  endpoint('GET', '/api/admin/withdrawals', 200, adminWithdrawalListSchema, adminWithdrawalsQuerySchema),
  endpoint('PATCH', '/api/admin/withdrawals/{id}', 200, adminWithdrawalSchema, withdrawalPatchSchema),
  endpoint('POST', '/api/admin/withdrawals/{id}/refusal', 200, adminWithdrawalSchema, withdrawalRefusalSchema),
  endpoint('GET', '/api/orders/{id}/withdrawal-period', 200, withdrawalPeriodSchema),
  endpoint('PUT', '/api/orders/{id}/withdrawal-period', 200, withdrawalPeriodSchema, withdrawalPeriodRequestSchema),
  // bank statements
  endpoint('POST', '/api/admin/bank-statements', 201, statementImportResultSchema, 'multipart'),
  endpoint('GET', '/api/admin/bank-statements', 200, statementImportPageSchema, pageQuerySchema),
  endpoint('GET', '/api/admin/bank-statements/{id}', 200, statementImportSchema),
  endpoint(
    'POST',
    '/api/admin/bank-statements/{id}/entries/{entryId}/apply',
    201,
    statementApplyResultSchema,
    statementApplyRequestSchema,
  ),
  // dashboard
  endpoint('GET', '/api/admin/stats', 200, adminStatsSchema),
  endpoint('GET', '/api/admin/settings', 200, shopSettingsSchema),
  endpoint('PUT', '/api/admin/settings', 200, shopSettingsSchema, settingsPatchSchema),
  endpoint('GET', '/api/admin/shipping-zones', 200, shippingZonesSchema),
  endpoint('PUT', '/api/admin/shipping-zones', 200, shippingZonesSchema, shippingZonesRequestSchema),
  endpoint('GET', '/api/admin/publish-state', 200, publishStateSchema),
  endpoint('GET', '/api/admin/launch-checklist', 200, launchChecklistSchema),
  endpoint('GET', '/api/admin/promo-codes', 200, promoCodeListSchema),
  endpoint('POST', '/api/admin/promo-codes', 201, promoCodeSchema, promoCodeCreateSchema),
  endpoint('PUT', '/api/admin/promo-codes/{code}', 200, promoCodeSchema, promoCodeUpdateSchema),
  endpoint('DELETE', '/api/admin/promo-codes/{code}', 200, promoCodeDeletedSchema),
  endpoint('GET', '/api/admin/testimonials', 200, testimonialsSchema),
  endpoint('PUT', '/api/admin/testimonials', 200, testimonialsSchema, testimonialsSchema),
  endpoint('GET', '/api/admin/vat-rates', 200, vatRatesSchema),
  endpoint('POST', '/api/admin/vat-rates', 201, adminVatRateSchema, vatRateRequestSchema),
  endpoint('DELETE', '/api/admin/vat-rates/{country}/{validFrom}', 200, vatRateDeletedSchema),
  endpoint('GET', '/api/admin/vat-return', 200, vatReturnSchema, vatReturnQuerySchema),
  endpoint('GET', '/api/admin/accounting-export', 200, 'application/zip', accountingExportQuerySchema),
  endpoint('GET', '/api/admin/messages', 200, messagesPageSchema, messagesQuerySchema),
  endpoint('GET', '/api/admin/newsletter-subscribers', 200, subscriberPageSchema, pageQuerySchema),
  // direct uploads
  endpoint('POST', '/api/admin/uploads', 201, stageAnswerSchema, stageRequestSchema),
];
