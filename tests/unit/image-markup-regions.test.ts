// The polyglot check looks for short markup signatures ("<?=", "<%@", "<svg ") only where text lives in
// an image (metadata), never in its compressed pixel data, where large photos contain them by chance:
// a 4 MB JPEG was refused about one time in three before. Markup in metadata is still refused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload } from '../../src/server/catalog/images/upload-checks.ts';

const file = (bytes: Uint8Array, name: string) => new File([Buffer.from(bytes)], name);

async function jpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The offset of the first byte after the JPEG's SOS header: the entropy-coded data starts there. */
function scanDataStart(bytes: Buffer): number {
  let i = 2;
  for (;;) {
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker === 0xda) return i + 2 + length;
    i += 2 + length;
  }
}

/** A COM segment (0xFFFE) with this text, right after SOI. */
function withComment(bytes: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4 + data.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(data.length + 2, 2);
  data.copy(segment, 4);
  return Buffer.concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]);
}

describe('markup signatures and where they count', () => {
  for (const signature of ['<?=', '<%@', '<svg ', '<html', '<?php']) {
    it(`accepts a JPEG whose compressed pixel data happens to hold "${signature}"`, async () => {
      const bytes = await jpeg();
      // not right after a 0xFF: that byte starts a stuffed 0xFF00 pair, and "<" in place of its 0x00
      // would make a marker, ending the pixel data (the noise is random: 1 run in about 100 hit it)
      let at = scanDataStart(bytes) + 40;
      while (bytes[at - 1] === 0xff) at += 1;
      Buffer.from(signature, 'latin1').copy(bytes, at);
      await expect(checkUpload('images[0]', file(bytes, 'photo.jpg'))).resolves.toMatchObject({ mime: 'image/jpeg' });
    });

    it(`refuses a JPEG with "${signature}" in a comment segment`, async () => {
      const bytes = withComment(await jpeg(), `${signature} system($_GET['c']); ?>`);
      await expect(checkUpload('images[0]', file(bytes, 'photo.jpg'))).rejects.toThrow(/polyglotte/);
    });
  }

  it('accepts a PNG whose stored pixel bytes spell "<%@" and "<?="', async () => {
    const pixels = Buffer.alloc(30 * 10 * 3, 0x41);
    Buffer.from('<%@ page <?= x', 'latin1').copy(pixels, 100);
    const png = await sharp(pixels, { raw: { width: 30, height: 10, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.includes(Buffer.from('<%@ page'))).toBe(true);
    await expect(checkUpload('images[0]', file(png, 'a.png'))).resolves.toMatchObject({ mime: 'image/png' });
  });

  it('refuses a GIF with PHP in a comment extension and accepts the same GIF without it', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#208040' } })
      .gif()
      .toBuffer();
    await expect(checkUpload('images[0]', file(gif, 'a.gif'))).resolves.toMatchObject({ mime: 'image/gif' });
    const flags = gif[10]!;
    const afterColorTable = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
    const text = Buffer.from('<?= evil() ?>', 'latin1');
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
    const hostile = Buffer.concat([gif.subarray(0, afterColorTable), comment, gif.subarray(afterColorTable)]);
    await expect(checkUpload('images[0]', file(hostile, 'a.gif'))).rejects.toThrow(/polyglotte/);
  });

  it('still refuses a long signature anywhere, even inside pixel data', async () => {
    const bytes = await jpeg();
    Buffer.from('<script>', 'latin1').copy(bytes, scanDataStart(bytes) + 40);
    await expect(checkUpload('images[0]', file(bytes, 'photo.jpg'))).rejects.toThrow(/polyglotte/);
  });
});
