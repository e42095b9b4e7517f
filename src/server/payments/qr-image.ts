// A QR code drawn three ways from one module matrix (the `qrcode` library's): the dark modules as an
// SVG path (the thank-you page draws it with React, the invoice inlines it), a whole SVG document,
// and a PNG (e-mails: mail clients show attached PNGs, not inline SVG). Black on white with the
// 4-module quiet zone the QR standard asks for, whatever the page's colours.
import QRCode from 'qrcode';
// pngjs, not sharp: the functions that mail a QR code stay free of libvips (sharp only in the
// image functions, every other bundle <= 2 MB zipped).
import { PNG } from 'pngjs';

/** Modules of blank margin around the code (ISO/IEC 18004 quiet zone). */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height in modules, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** SVG path data of the dark modules, one unit per module. */
  path: string;
}

export interface QrOptions {
  /** The highest QR version allowed (the EPC standard caps it at 13). */
  maxVersion?: number;
}

/**
 * The module matrix of `text`, error correction M, encoded as one byte segment of its UTF-8 bytes
 * (not the library's mixed numeric/alphanumeric segments: what a banking app's reader expects).
 */
function matrixOf(text: string, options: QrOptions): { size: number; dark(row: number, col: number): boolean } {
  const bytes = new TextEncoder().encode(text);
  const qr = QRCode.create([{ data: bytes, mode: 'byte' }], { errorCorrectionLevel: 'M' });
  if (options.maxVersion !== undefined && qr.version > options.maxVersion) {
    throw new RangeError(`QR code: version ${qr.version} exceeds ${options.maxVersion} (${bytes.length} bytes)`);
  }
  const { modules } = qr;
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

export function qrDrawing(text: string, options: QrOptions = {}): QrDrawing {
  const matrix = matrixOf(text, options);
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col += 1;
      // one rectangle per horizontal run of dark modules
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: matrix.size + 2 * QUIET_ZONE, path: parts.join('') };
}

/** A standalone SVG element; `label` (escaped by the caller) names it for screen readers. */
export function qrSvg(drawing: QrDrawing, escapedLabel: string, pixels: number): string {
  const { size, path } = drawing;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapedLabel}" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}

/** A PNG of `scale` pixels per module, exact (no resampling): each module is drawn pixel by pixel. */
export async function qrPng(text: string, options: QrOptions & { scale?: number } = {}): Promise<Buffer> {
  const scale = options.scale ?? 8;
  const matrix = matrixOf(text, options);
  const width = (matrix.size + 2 * QUIET_ZONE) * scale;
  const pixels = Buffer.alloc(width * width, 255);
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (!matrix.dark(row, col)) continue;
      const x = (col + QUIET_ZONE) * scale;
      for (let y = (row + QUIET_ZONE) * scale; y < (row + QUIET_ZONE + 1) * scale; y += 1)
        pixels.fill(0, y * width + x, y * width + x + scale);
    }
  }
  // 8-bit greyscale: the two colours need no palette, and the file stays a few hundred bytes
  return PNG.sync.write(Object.assign(new PNG({ width, height: width }), { data: pixels }), {
    colorType: 0,
    inputColorType: 0,
    bitDepth: 8,
    inputHasAlpha: false,
  });
}
