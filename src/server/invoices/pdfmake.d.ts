// The few entries of pdfmake 0.3's server build the invoice uses (its package ships no types;
// @types/pdfmake describes 0.2). Document definitions are plain objects, see invoice-pdf.ts.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
