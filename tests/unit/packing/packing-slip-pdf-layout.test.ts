// Packing slips laid out by the invoices' layout library: read back with a PDF reader, no text box
// overlaps another (fr/en/nl, 1 and 12 lines, long names and addresses), one slip per page, the
// shopper's language, and never a price.
import { LANGS } from '../../support/languages.ts';
import { describe, expect, it } from 'vitest';
import type { PackingOrder } from '../../../src/contract/admin/packing.ts';
import { LANGUAGES, type Language } from '../../../src/domain/vocabulary/language.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { composePackingSlip } from '../../../src/server/packing/packing-slip-content.ts';
import { renderPackingSlips } from '../../../src/server/packing/packing-slip-pdf.ts';
import { overlappingBoxes, pdfText, pdfTextBoxes } from '../../support/pdf-text.ts';
import { order, SELLER } from '../invoices/invoice-fixtures.ts';

/** The invoices' fixture order as the packing list reads it. */
function packingOrder(options: {
  lines: number;
  long: boolean;
  language: Language;
  uk?: boolean;
  gift?: boolean;
}): PackingOrder {
  const source = order({
    lines: options.lines,
    long: options.long,
    language: options.language,
    ...(options.uk ? { scheme: 'uk' as const } : {}),
  });
  return {
    id: source.id,
    number: source.number,
    status: 'paid',
    created_at: source.created_at,
    paid_at: source.paid_at,
    language: options.language,
    name: source.name,
    address: source.address,
    city: source.city,
    postal_code: source.postal_code,
    country: source.country as PackingOrder['country'],
    shipping_zone_name: options.long ? 'Pays voisins et reste de l’Union européenne (hors îles)' : 'Belgique',
    shipping_weight_grams: options.lines * 350,
    items: source.items.map(({ name, size_ml, quantity }) => ({ name, size_ml, quantity })),
    gift_wrap: options.gift === true,
    gift_message: options.gift ? GIFT_MESSAGE : null,
    samples: options.gift ? [{ name: 'Nuit Safranée' }, { name: 'Forêt Noire' }] : [],
  };
}

/** A gift message at the longest the settings allow by default (300 characters), on several lines. */
const GIFT_MESSAGE =
  `Joyeux anniversaire, ma chère Hélène !\n${'Que ce parfum t’accompagne dans tes plus belles soirées, '.repeat(5)}`.slice(
    0,
    300,
  );

const CASES = [
  { name: 'one line', lines: 1, long: false },
  { name: '12 long lines, a long name and address', lines: 12, long: true },
  { name: 'a gift: wrap, a 300-character message and 2 samples', lines: 2, long: true, gift: true },
];

describe('packing slip PDF layout', () => {
  for (const language of LANGUAGES)
    for (const c of CASES)
      it(`${language}: ${c.name} has no overlapping text and no price`, async () => {
        const slip = composePackingSlip(packingOrder({ ...c, language }), SELLER);
        const bytes = await renderPackingSlips([slip], slip.name);
        const boxes = await pdfTextBoxes(bytes);
        expect(boxes.length).toBeGreaterThan(8);
        expect(overlappingBoxes(boxes).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual([]);
        const text = await pdfText(bytes);
        expect(text).toContain(messages[language].backoffice.packingSlip.title.toUpperCase());
        expect(text).not.toMatch(/€|£|\d[.,]\d\d\b/);
        const words = messages[language].backoffice.packingSlip;
        if (c.gift) {
          const flat = text.replace(/\s+/g, ' ');
          expect(text).toContain(words.giftWrap.toUpperCase());
          expect(text).toContain(words.giftMessage.toUpperCase());
          expect(flat).toContain('Joyeux anniversaire, ma chère Hélène !');
          expect(flat).toContain('plus belles soirées');
          const sample = (name: string) => words.sample.replace('{{name}}', name).replace(/\s+/g, ' ');
          expect(flat).toContain(sample('Nuit Safranée'));
          expect(flat).toContain(sample('Forêt Noire'));
        } else {
          expect(text).not.toContain(words.giftWrap.toUpperCase());
        }
      });

  it('puts each order of a selection on its own page, each in its shopper language', async () => {
    const slips = LANGS.map((language, i) =>
      composePackingSlip(packingOrder({ lines: i === 1 ? 12 : 2, long: i === 1, language, uk: i === 2 }), SELLER),
    );
    const boxes = await pdfTextBoxes(await renderPackingSlips(slips, 'packing-slips'));
    expect(overlappingBoxes(boxes)).toEqual([]);
    const titles = boxes.filter((b) => ['BON DE LIVRAISON', 'PACKING SLIP', 'PAKBON'].includes(b.text));
    expect(titles.map((b) => b.text)).toEqual(['BON DE LIVRAISON', 'PACKING SLIP', 'PAKBON']);
    // each slip opens its own page, at its top (the 12 long lines run onto a second page)
    const pages = titles.map((b) => b.page);
    expect(pages[0]).toBe(1);
    expect(pages[1]).toBeGreaterThan(pages[0]!);
    expect(pages[2]).toBeGreaterThan(pages[1]!);
    for (const title of titles) {
      const top = Math.max(...boxes.filter((b) => b.page === title.page).map((b) => b.y));
      expect(title.y).toBe(top);
    }
    // a UK address: town, then postcode
    const nl = boxes.filter((b) => b.page === pages[2]).map((b) => b.text);
    expect(nl.indexOf('London')).toBeLessThan(nl.indexOf('SW1A 1AA'));
  });
});
