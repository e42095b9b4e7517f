// The types of pdf-lib's single-file build are its package's (the same code, minified): see pdf-lib.ts.
declare module 'pdf-lib/dist/pdf-lib.min.js' {
  const pdfLib: typeof import('pdf-lib');
  export default pdfLib;
}
