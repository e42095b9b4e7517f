// Where text can sit inside an image file: PNG chunks other than IDAT, JPEG marker segments (APPn,
// COM, tables: everything but the entropy-coded scan data), GIF extension blocks (comments,
// application and plain-text extensions). The compressed pixel data is left out: in megabytes of it,
// any short byte sequence turns up by chance (a given 3 bytes about once per 16 MB), so a short
// markup signature such as "<?=" or "<%@" is only meaningful where text lives.
import type { ImageType } from '../../../contract/admin/uploads.ts';

type Regions = Uint8Array[] | null;

/** The byte at `i`, or -1 past the end (no byte is -1: a structure that runs off the end is refused by its checks). */
const byte = (bytes: Uint8Array, i: number): number => bytes[i] ?? -1;

function pngRegions(bytes: Uint8Array): Regions {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const regions: Uint8Array[] = [];
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (type !== 'IDAT') regions.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') return regions;
    offset = next;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function jpegRegions(bytes: Uint8Array): Regions {
  const regions: Uint8Array[] = [];
  let i = 2; // after SOI
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = byte(bytes, i + 1);
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return regions; // EOI
    if (isRestart(marker) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) return null;
    const length = (byte(bytes, i + 2) << 8) | byte(bytes, i + 3);
    if (length < 2 || i + 2 + length > bytes.length) return null;
    regions.push(bytes.subarray(i + 4, i + 2 + length));
    i += 2 + length;
    if (marker === 0xda) {
      // SOS: entropy-coded data runs to the next marker (0xFF 0x00 is a stuffed byte, RSTn are inside it)
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0x00 && !isRestart(byte(bytes, i + 1))))
        i++;
    }
  }
  return null;
}

function gifRegions(bytes: Uint8Array): Regions {
  const regions: Uint8Array[] = [];
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  /** Sub-blocks from i: their data joined, and where they end; null past the end of the file. */
  const subBlocks = (start: number): { data: Uint8Array; end: number } | null => {
    const parts: Uint8Array[] = [];
    let i = start;
    while (i < bytes.length) {
      const size = byte(bytes, i);
      i += 1;
      if (size === 0) return { data: Buffer.concat(parts), end: i };
      if (i + size > bytes.length) return null;
      parts.push(bytes.subarray(i, i + size));
      i += size;
    }
    return null;
  };
  if (bytes.length < 13) return null;
  let i = 13 + colorTable(byte(bytes, 10));
  while (i < bytes.length) {
    const block = byte(bytes, i);
    if (block === 0x3b) return regions; // trailer
    if (block === 0x21) {
      const label = bytes[i + 1];
      const blocks = subBlocks(i + 2);
      if (label === undefined || !blocks) return null;
      // comment, application and plain-text extensions carry text; graphic control is 4 bytes of timing
      if (label === 0xfe || label === 0xff || label === 0x01) regions.push(blocks.data);
      i = blocks.end;
    } else if (block === 0x2c) {
      if (i + 10 > bytes.length) return null;
      const blocks = subBlocks(i + 10 + colorTable(byte(bytes, i + 9)) + 1); // + LZW minimum code size
      if (!blocks) return null;
      i = blocks.end;
    } else {
      return null;
    }
  }
  return null;
}

/** The metadata parts of the image, or null when its structure cannot be walked (scan all of it then). */
export function textRegions(bytes: Uint8Array, mime: ImageType): Regions {
  if (mime === 'image/png') return pngRegions(bytes);
  if (mime === 'image/jpeg') return jpegRegions(bytes);
  return gifRegions(bytes);
}
