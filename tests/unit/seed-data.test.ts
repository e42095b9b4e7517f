// The demo data must exercise every rule the storefront and back-office show: stock labels and
// badges, hero and flagships, three genders, four families, three languages, every order status.
import { describe, expect, it } from 'vitest';
import { GENDERS } from '../../src/domain/catalog/types.ts';
import { LANGUAGES } from '../../src/domain/vocabulary/language.ts';
import { ORDER_STATUSES } from '../../src/domain/vocabulary/order-status.ts';
import { PAYMENT_METHODS } from '../../src/domain/vocabulary/payment-method.ts';
import { includedVat } from '../../src/domain/pricing/totals.ts';
import { labelLines } from '../../src/local/seed/bottle-art.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../src/local/seed/catalog-data.ts';
import { SEED_ORDERS } from '../../src/local/seed/order-data.ts';
import { compositionsFor } from '../../src/local/seed/product-images.ts';
import { productSceneSvg } from '../../src/local/seed/product-scenes.ts';
import { buildSeedOrders } from '../../src/local/seed/seed-orders.ts';
import { SEED_SETTINGS, SEED_VAT } from '../../src/local/seed/seed-settings.ts';
import { STANDARD_VAT_RATES } from './fixtures/vat-rates.ts';

const products = new Map(SEED_PRODUCTS.map((product, i) => [product.key, { id: i + 1, product }]));

describe('demo catalog', () => {
  it('has the four families, each with products', () => {
    expect(SEED_CATEGORIES.map((c) => c.slug).sort()).toEqual(['floral', 'fresh', 'oriental', 'woody']);
    for (const c of SEED_CATEGORIES) {
      expect(c.name.trim().length).toBeGreaterThanOrEqual(2);
      expect(SEED_PRODUCTS.some((p) => p.category === c.slug)).toBe(true);
    }
  });

  it('has at least 12 products across the three genders, with unique names', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_PRODUCTS.map((p) => p.gender))).toEqual(new Set(GENDERS));
    expect(new Set(SEED_PRODUCTS.map((p) => p.texts.fr.name)).size).toBe(SEED_PRODUCTS.length);
    expect(new Set(SEED_PRODUCTS.map((p) => p.key)).size).toBe(SEED_PRODUCTS.length);
  });

  it('covers every storefront stock label and every admin stock badge', () => {
    const stocks = SEED_PRODUCTS.map((p) => p.stock);
    expect(stocks.some((s) => s === 0)).toBe(true); // Rupture de stock
    expect(stocks.some((s) => s >= 1 && s <= 2)).toBe(true); // Stock Limité
    expect(stocks.filter((s) => s >= 3).length).toBeGreaterThan(SEED_PRODUCTS.length / 2); // Disponible, most of them
    expect(stocks.some((s) => s > 20)).toBe(true); // green badge
    expect(stocks.some((s) => s > 10 && s <= 20)).toBe(true); // yellow badge
    expect(stocks.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
  });

  it('has exactly one hero and three flagships', () => {
    expect(SEED_PRODUCTS.filter((p) => p.isHero)).toHaveLength(1);
    expect(SEED_PRODUCTS.filter((p) => p.isFlagship)).toHaveLength(3);
  });

  it('has positive integer prices, real bottle sizes and distinct creation dates', () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect([30, 50, 100]).toContain(p.sizeMl);
      expect(p.imageCount).toBeGreaterThanOrEqual(2);
      expect(p.imageCount).toBeLessThanOrEqual(4);
    }
    expect(new Set(SEED_PRODUCTS.map((p) => p.createdDaysAgo)).size).toBe(SEED_PRODUCTS.length);
  });

  it('has a name, a description and olfactive notes in French, English and Dutch', () => {
    const pyramid = {
      fr: ['Tête :', 'Cœur :', 'Fond :'],
      en: ['Top:', 'Heart:', 'Base:'],
      nl: ['Top:', 'Hart:', 'Basis:'],
    };
    for (const p of SEED_PRODUCTS) {
      for (const language of LANGUAGES) {
        const t = p.texts[language];
        expect(t.name.trim(), `${p.key} ${language} name`).not.toBe('');
        expect(t.description.trim().length, `${p.key} ${language} description`).toBeGreaterThan(60);
        for (const tier of pyramid[language]) expect(t.notes, `${p.key} ${language} notes`).toContain(tier);
      }
      expect(p.texts.en.description).not.toBe(p.texts.fr.description);
      expect(p.texts.nl.description).not.toBe(p.texts.en.description);
    }
  });
});

describe('demo orders', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  const rows = buildSeedOrders(products, now, { settings: SEED_VAT, rates: STANDARD_VAT_RATES });

  it('has orders in every status, language and payment method', () => {
    expect(new Set(rows.orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.orders.map((o) => o.language))).toEqual(new Set(LANGUAGES));
    expect(new Set(rows.orders.map((o) => o.payment_method))).toEqual(new Set(PAYMENT_METHODS));
  });

  it('spreads over six calendar months, all in the past', () => {
    const months = new Set(rows.orders.map((o) => o.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    for (const h of rows.history) expect(Date.parse(h.changed_at)).toBeLessThanOrEqual(now);
  });

  it('only sells products that existed at the time', () => {
    for (const spec of SEED_ORDERS) {
      for (const [key] of spec.lines)
        expect(products.get(key)!.product.createdDaysAgo * 24, `${key}`).toBeGreaterThan(spec.hoursAgo);
    }
  });

  it('has amounts that follow the shop price rules', () => {
    for (const o of rows.orders) {
      const items = rows.items.filter((i) => i.idempotency_key === o.idempotency_key);
      expect(items.length).toBeGreaterThan(0);
      const subtotal = items.reduce((sum, i) => sum + i.unit_price_cents * i.quantity, 0);
      expect(o.subtotal_cents).toBe(subtotal);
      expect(o.discount_cents).toBe(o.promo_code ? Math.round(subtotal / 10) : 0);
      expect(o.shipping_cents).toBe(1000);
      expect(o.total_cents).toBe(o.subtotal_cents - o.discount_cents + o.shipping_cents);
      // the seeded shop is OSS-registered: each destination's rate; the UK baskets are above GBP 135: VAT-free exports
      const [scheme, rate] = (
        { BE: ['be', 2100], FR: ['oss', 2000], DE: ['oss', 1900], NL: ['oss', 2100], UK: ['export', 0] } as const
      )[o.country as 'BE']!;
      expect([o.vat_scheme, o.vat_rate_bp], o.country).toEqual([scheme, rate]);
      expect(o.vat_cents).toBe(includedVat(o.total_cents, rate));
      for (const i of items)
        expect(i.unit_price_cents).toBe(
          products.get(SEED_PRODUCTS.find((p) => p.texts.fr.name === i.product_name)!.key)!.product.priceCents,
        );
    }
  });

  it('records one history row per transition, ending in the order status', () => {
    for (const o of rows.orders) {
      const history = rows.history.filter((h) => h.idempotency_key === o.idempotency_key);
      expect(history[0]).toMatchObject({ from_status: null, to_status: 'pending' });
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.from_status).toBe(history[i - 1]!.to_status);
        expect(Date.parse(history[i]!.changed_at)).toBeGreaterThan(Date.parse(history[i - 1]!.changed_at));
      }
      expect(history.at(-1)!.to_status).toBe(o.status);
      expect(o.stock_released).toBe(o.status === 'cancelled');
      expect(o.paid_at !== null).toBe(history.some((h) => h.to_status === 'paid'));
    }
  });

  it('keeps unpaid orders within their hold time and gives every order its secrets', () => {
    for (const o of rows.orders) {
      if (o.status === 'pending') expect(Date.parse(o.hold_until)).toBeGreaterThan(now);
      expect(o.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(o.request_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(new Set(rows.orders.map((o) => o.idempotency_key)).size).toBe(rows.orders.length);
  });
});

describe('demo settings', () => {
  it('has a well-formed Belgian IBAN', () => {
    const iban = SEED_SETTINGS.bank_iban.replace(/\s/g, '');
    expect(iban).toMatch(/^BE\d{14}$/);
    const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    expect(BigInt(numeric) % 97n).toBe(1n);
    // The Belgian account number's own check: first 10 digits mod 97 (97 when 0).
    const account = iban.slice(4);
    expect(Number(BigInt(account.slice(0, 10)) % 97n) || 97).toBe(Number(account.slice(10)));
  });
});

describe('product pictures', () => {
  it('gives each product 2 to 4 different 4:5 pictures, studio shot first', () => {
    for (const p of SEED_PRODUCTS) {
      const compositions = compositionsFor(p);
      expect(compositions[0]).toBe('studio');
      const subject = { key: p.key, name: p.texts.fr.name, sizeMl: p.sizeMl, family: p.category, look: p.look };
      const svgs = compositions.map((c) => productSceneSvg(subject, c, 400));
      expect(new Set(svgs).size).toBe(compositions.length);
      expect(svgs[0]).toContain('width="400" height="500"');
    }
  });

  it('puts long names on two label lines', () => {
    expect(labelLines('Forêt de Soignes')).toEqual(['FORÊT DE', 'SOIGNES']);
    expect(labelLines('Cèdre Noir')).toEqual(['CÈDRE NOIR']);
  });
});

describe('demo seller identity', () => {
  it('has a well-formed Belgian VAT number', () => {
    const digits = SEED_SETTINGS.vat_number.slice(2);
    expect(SEED_SETTINGS.vat_number).toMatch(/^BE[01]\d{9}$/);
    expect(97 - (Number(digits.slice(0, 8)) % 97)).toBe(Number(digits.slice(8)));
  });
});
