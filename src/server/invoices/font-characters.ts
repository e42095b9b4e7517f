// The characters the invoice fonts must draw: the documents' fr/en/nl texts and every name, address or
// product an order may carry, written in a Latin script (Latin-1 and Latin Extended-A: é è ê ë à â î ï ô
// û ù ü ç œ æ, Ł, Ő, Š...), the typography of the three languages (’ « » – — … and the no-break spaces),
// € and the minus sign. The shipped fonts are Roboto cut down to these (src/local/scripts/subset-invoice-fonts.ts):
// a quarter of the size, in every function that draws a PDF.

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const INVOICE_FONT_CHARACTERS = [
  range(0x20, 0x7e), // Basic Latin
  range(0xa0, 0xff), // Latin-1 Supplement (no-break space, « », é, ç, æ, ß, ×...)
  range(0x100, 0x17f), // Latin Extended-A (œ, Ł, Ő, Š, ž...)
  range(0x218, 0x21b), // Ș ș Ț ț (Romanian names)
  range(0x2010, 0x2027), // dashes, quotes ’ ‘ “ ” „, bullet, ellipsis
  range(0x2030, 0x203a), // ‰ ′ ″ ‹ ›
  '\u202f\u2009\u2212\u20ac\u2122\u2116', // narrow no-break and thin space, minus, €, ™, №
].join('');
