// The testimonials form's list: each row with a key of its own (rows move and go), checked before the save
// (every field required, as the server's contract says) and turned into what the API takes.
import type { Testimonial } from '../../api/testimonials.ts';
import type { Language } from '../../../domain/vocabulary/language.ts';

export type TestimonialField = 'quote' | 'author' | 'source';
export const TESTIMONIAL_FIELDS: readonly TestimonialField[] = ['quote', 'author', 'source'];
export interface TestimonialRow extends Testimonial {
  key: number;
}

let nextKey = 0;
export const toRows = (items: Testimonial[]): TestimonialRow[] =>
  items.map((item) => ({ ...item, key: (nextKey += 1) }));
export const emptyRow = (language: Language): TestimonialRow => ({
  key: (nextKey += 1),
  language,
  quote: '',
  author: '',
  source: '',
});

/** The row moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  return rows.map((row, i) => (i === index ? (rows[to] as T) : i === to ? (rows[index] as T) : row));
}

/** `${key}.${field}` of every empty field. */
export function missingFields(rows: TestimonialRow[]): Set<string> {
  return new Set(rows.flatMap((row) => TESTIMONIAL_FIELDS.filter((f) => !row[f].trim()).map((f) => `${row.key}.${f}`)));
}

export const toItems = (rows: TestimonialRow[]): Testimonial[] =>
  rows.map(({ language, quote, author, source }) => ({
    language,
    quote: quote.trim(),
    author: author.trim(),
    source: source.trim(),
  }));
