// Every endpoint of the admin API with the schemas of its request and its answer: the list the
// reference (docs/admin-api.md) is checked against, and the handler tests check real answers with.
// Paths are written as docs/admin-api.md writes them ({id}); each function's config.path uses :id.
// Every endpoint needs the admin's bearer token; a failure answers the error body of src/contract/errors.ts.
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

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  // products (spec section 7; the public GETs are products-read)
  { method: 'POST', path: '/api/products', status: 201, request: 'multipart', answer: productSchema },
  { method: 'POST', path: '/api/products/{id}', status: 200, request: 'multipart', answer: productSchema },
  { method: 'PUT', path: '/api/products/{id}', status: 200, request: 'multipart', answer: productSchema },
  { method: 'DELETE', path: '/api/products/{id}', status: 200, answer: productDeletedSchema },
  {
    method: 'POST',
    path: '/api/products/{id}/images/reorder',
    status: 200,
    request: reorderRequestSchema,
    answer: productSchema,
  },
  {
    method: 'POST',
    path: '/api/products/{id}/images/{imageId}',
    status: 200,
    request: 'multipart',
    answer: productSchema,
  },
  {
    method: 'POST',
    path: '/api/products/update-special',
    status: 200,
    request: specialsRequestSchema,
    answer: specialsAnswerSchema,
  },
  // categories (the public GETs are categories-read)
  { method: 'POST', path: '/api/categories', status: 201, request: categoryRequestSchema, answer: categorySchema },
  { method: 'PUT', path: '/api/categories/{id}', status: 200, request: categoryRequestSchema, answer: categorySchema },
  { method: 'DELETE', path: '/api/categories/{id}', status: 200, answer: categoryDeletedSchema },
  // orders (POST /api/orders is the shopper's checkout)
  { method: 'GET', path: '/api/orders', status: 200, request: orderListQuerySchema, answer: orderPageSchema },
  { method: 'GET', path: '/api/orders/{id}', status: 200, answer: adminOrderDetailSchema },
  {
    method: 'PUT',
    path: '/api/orders/{id}/status',
    status: 200,
    request: orderStatusRequestSchema,
    answer: orderStatusAnswerSchema,
  },
  { method: 'DELETE', path: '/api/orders/{id}', status: 200, answer: orderDeletedSchema },
  { method: 'GET', path: '/api/orders/{id}/invoice', status: 200, answer: 'text/html' },
  { method: 'GET', path: '/api/orders/{id}/invoice-pdf', status: 200, answer: 'application/pdf' },
  { method: 'POST', path: '/api/orders/{id}/refund', status: 200, answer: refundRetryAnswerSchema },
  // shipments (docs/shipping.md)
  {
    method: 'POST',
    path: '/api/orders/{id}/shipments',
    status: 201,
    request: shipmentRequestSchema,
    answer: shipmentSchema,
  },
  {
    method: 'PATCH',
    path: '/api/orders/{id}/shipments/{shipmentId}',
    status: 200,
    request: shipmentRequestSchema,
    answer: shipmentSchema,
  },
  { method: 'DELETE', path: '/api/orders/{id}/shipments/{shipmentId}', status: 200, answer: shipmentDeletedSchema },
  {
    method: 'POST',
    path: '/api/orders/{id}/payments',
    status: 201,
    request: paymentRequestSchema,
    answer: paymentAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/refunds',
    status: 201,
    request: refundRequestSchema,
    answer: refundAnswerSchema,
  },
  { method: 'POST', path: '/api/orders/{id}/send-email', status: 200, answer: confirmationSentSchema },
  { method: 'POST', path: '/api/orders/{id}/emails/{emailId}/resend', status: 201, answer: emailResentSchema },
  // bank statements
  {
    method: 'POST',
    path: '/api/admin/bank-statements',
    status: 201,
    request: 'multipart',
    answer: statementImportResultSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/bank-statements',
    status: 200,
    request: pageQuerySchema,
    answer: statementImportPageSchema,
  },
  { method: 'GET', path: '/api/admin/bank-statements/{id}', status: 200, answer: statementImportSchema },
  {
    method: 'POST',
    path: '/api/admin/bank-statements/{id}/entries/{entryId}/apply',
    status: 201,
    request: statementApplyRequestSchema,
    answer: statementApplyResultSchema,
  },
  // dashboard
  { method: 'GET', path: '/api/admin/stats', status: 200, answer: adminStatsSchema },
  { method: 'GET', path: '/api/admin/settings', status: 200, answer: shopSettingsSchema },
  { method: 'PUT', path: '/api/admin/settings', status: 200, request: settingsPatchSchema, answer: shopSettingsSchema },
  { method: 'GET', path: '/api/admin/shipping-zones', status: 200, answer: shippingZonesSchema },
  {
    method: 'PUT',
    path: '/api/admin/shipping-zones',
    status: 200,
    request: shippingZonesRequestSchema,
    answer: shippingZonesSchema,
  },
  { method: 'GET', path: '/api/admin/publish-state', status: 200, answer: publishStateSchema },
  { method: 'GET', path: '/api/admin/launch-checklist', status: 200, answer: launchChecklistSchema },
  { method: 'GET', path: '/api/admin/promo-codes', status: 200, answer: promoCodeListSchema },
  {
    method: 'POST',
    path: '/api/admin/promo-codes',
    status: 201,
    request: promoCodeCreateSchema,
    answer: promoCodeSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/promo-codes/{code}',
    status: 200,
    request: promoCodeUpdateSchema,
    answer: promoCodeSchema,
  },
  { method: 'DELETE', path: '/api/admin/promo-codes/{code}', status: 200, answer: promoCodeDeletedSchema },
  { method: 'GET', path: '/api/admin/testimonials', status: 200, answer: testimonialsSchema },
  {
    method: 'PUT',
    path: '/api/admin/testimonials',
    status: 200,
    request: testimonialsSchema,
    answer: testimonialsSchema,
  },
  { method: 'GET', path: '/api/admin/vat-rates', status: 200, answer: vatRatesSchema },
  {
    method: 'POST',
    path: '/api/admin/vat-rates',
    status: 201,
    request: vatRateRequestSchema,
    answer: adminVatRateSchema,
  },
  { method: 'DELETE', path: '/api/admin/vat-rates/{country}/{validFrom}', status: 200, answer: vatRateDeletedSchema },
  { method: 'GET', path: '/api/admin/vat-return', status: 200, request: vatReturnQuerySchema, answer: vatReturnSchema },
  {
    method: 'GET',
    path: '/api/admin/accounting-export',
    status: 200,
    request: accountingExportQuerySchema,
    answer: 'application/zip',
  },
  { method: 'GET', path: '/api/admin/messages', status: 200, request: messagesQuerySchema, answer: messagesPageSchema },
  {
    method: 'GET',
    path: '/api/admin/newsletter-subscribers',
    status: 200,
    request: pageQuerySchema,
    answer: subscriberPageSchema,
  },
  // direct uploads
  { method: 'POST', path: '/api/admin/uploads', status: 201, request: stageRequestSchema, answer: stageAnswerSchema },
];
