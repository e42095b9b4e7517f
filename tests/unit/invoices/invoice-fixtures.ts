// Orders and a seller for the invoice tests, built in memory (no database): the shapes the invoice
// loader returns, with the variations that stretch a layout (many lines, long names, a discount, an
// export, a partial credit note).
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import type { InvoiceSource } from '../../../src/server/invoices/invoice-loader.ts';
import type { ShopSettings } from '../../../src/server/settings/settings-repository.ts';

export const SELLER = {
  legalName: 'Maison Lumière Parfums et Cosmétiques de Luxe SRL',
  legalAddress: 'Avenue Louise 123 boîte 45, 1050 Ixelles, Belgique',
  enterpriseNumber: '0123.456.749',
  vatNumber: 'BE0123456749',
  ukVatNumber: 'GB123456789',
  contactEmail: 'bonjour@maison-lumiere.be',
  contactPhone: '+32 2 123 45 67',
  bankIban: 'BE68539007547034',
  bankBic: 'GKCCBEBB',
  bankAccountHolder: 'Maison Lumière SRL',
  bankName: 'Belfius',
} as unknown as ShopSettings;

const LONG = 'Eau de Parfum Intense « Jardin d’Hiver sous la Neige de Minuit » Édition Collector numérotée';

export function order(
  options: {
    lines?: number;
    long?: boolean;
    discount?: boolean;
    scheme?: 'be' | 'oss' | 'uk' | 'export';
    status?: InvoiceSource['status'];
    language?: Language;
    invoices?: InvoiceSource['invoices'];
  } = {},
): InvoiceSource {
  const count = options.lines ?? 1;
  const items = Array.from({ length: count }, (_, i) => ({
    name: options.long ? `${LONG} ${i + 1}` : `Ambre ${i + 1}`,
    size_ml: 100,
    quantity: (i % 3) + 1,
    price_cents: 17500 + i * 1000,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.price_cents * item.quantity, 0);
  const discount = options.discount ? 2500 : 0;
  const shipping = 1500;
  const total = subtotal - discount + shipping;
  const scheme = options.scheme ?? 'be';
  const rate = scheme === 'export' ? 0 : scheme === 'uk' ? 2000 : 2100;
  const vat = Math.round((total * rate) / (10000 + rate));
  return {
    id: 42,
    number: 'ML-000042',
    status: options.status ?? 'paid',
    name: options.long ? 'Anna-Maria Schwarzenberger-Vandenbroucke de la Tour d’Auvergne' : 'Anna Schmidt',
    email: 'anna.schmidt@example.be',
    phone: '+32 470 12 34 56',
    address: options.long ? 'Rue du Marché aux Herbes 117 boîte 12, appartement du troisième étage' : 'Rue Neuve 1',
    city: scheme === 'export' || scheme === 'uk' ? 'London' : 'Bruxelles',
    postal_code: scheme === 'export' || scheme === 'uk' ? 'SW1A 1AA' : '1000',
    country: scheme === 'export' || scheme === 'uk' ? 'UK' : scheme === 'oss' ? 'FR' : 'BE',
    language: options.language ?? 'fr',
    payment_method: 'bank-transfer',
    promo_code: options.discount ? 'PRINTEMPS-2026-FIDELITE' : null,
    subtotal_cents: subtotal,
    discount_cents: discount,
    shipping_cents: shipping,
    vat_cents: vat,
    vat_rate_bp: rate,
    vat_scheme: scheme,
    total_cents: total,
    created_at: '2026-03-14T10:00:00.000Z',
    paid_at: options.status === 'pending' ? null : '2026-03-15T10:00:00.000Z',
    received_cents: 0,
    items,
    invoices: options.invoices ?? [],
  };
}

/** The order's invoice, and a credit note for `refunded` cents of it (the whole total when omitted). */
export function invoiced(o: InvoiceSource, refunded?: number): InvoiceSource {
  const invoice = {
    number: '2026-000007',
    kind: 'invoice' as const,
    issued_at: '2026-03-15T10:00:00.000Z',
    credits: null,
    credits_total_cents: null,
    total_cents: o.total_cents,
    vat_cents: o.vat_cents,
  };
  if (refunded === undefined) return { ...o, invoices: [invoice] };
  const vat = Math.round((refunded * o.vat_rate_bp) / (10000 + o.vat_rate_bp));
  const note = {
    number: '2026-000009',
    kind: 'credit_note' as const,
    issued_at: '2026-03-20T10:00:00.000Z',
    credits: invoice.number,
    credits_total_cents: o.total_cents,
    total_cents: refunded,
    vat_cents: vat,
  };
  return { ...o, invoices: [invoice, note] };
}
