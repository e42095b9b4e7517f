// pdf-lib as one minified file (its dist/pdf-lib.min.js, CommonJS/UMD, 0.5 MB with its fonts' metrics,
// pako and its PNG reader inside) instead of its package entry, which nft copies as some 200 modules
// (1.8 MB with @pdf-lib/* and pako): every function that may send the "payment received" e-mail
// carries it, and they stay under 2 MB zipped (`npm run bench -- --only bundles`).
import pdfLib from 'pdf-lib/dist/pdf-lib.min.js';

export const { PDFDocument, StandardFonts, rgb } = pdfLib;
export type { PDFFont, PDFPage } from 'pdf-lib';
