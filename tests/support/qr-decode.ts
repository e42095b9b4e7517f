// Reads a QR code back from an image, as a banking app's camera would: sharp turns the PNG (or SVG,
// rasterised) into RGBA pixels and jsQR finds and decodes the code. Null when no code is found.
import jsQR from 'jsqr';
import sharp from 'sharp';

export async function decodeQr(image: Buffer | string): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  // an SVG is rasterised at 4x its size: enough pixels per module whatever its width attribute
  const { data, info } = await sharp(input, typeof image === 'string' ? { density: 288 } : {})
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found ? found.data : null;
}
