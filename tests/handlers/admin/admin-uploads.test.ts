// Hostile uploads (OWASP ASVS 5.2): each is refused with 422, a clear message and the field named,
// and nothing reaches storage or the database.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-products.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { file, formInit, gifBytes, jpegBytes, pngBytes, productForm, signedInAdmin } from './helpers.ts';

let token: string;

async function allStoredFiles(): Promise<number> {
  const dir = path.join(process.env.LOCAL_STORAGE_DIR!, 'product-images');
  return (await readdir(dir, { recursive: true }).catch(() => [])).filter((f) => f.endsWith('.webp')).length;
}

async function productCount(): Promise<number> {
  return (await getSql().unsafe<{ n: number }[]>('select count(*)::int as n from public.products'))[0]!.n;
}

async function upload(
  bad: File,
): Promise<{ status: number; body: { error: string; errors: Record<string, string[]> } }> {
  const good = file(await pngBytes(), 'good.png');
  const res = await handler(
    new Request('http://localhost/api/products', formInit(token, 'POST', await productForm({}, [good, bad]))),
    functionContext(),
  );
  return { status: res.status, body: (await res.json()) as never };
}

/** A real PNG whose header claims another size (the pixel data stays tiny). */
function withClaimedSize(png: Uint8Array, width: number, height: number): Uint8Array {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return new Uint8Array(out);
}

/** A PNG with an extra tEXt chunk before IEND: structurally valid, markup inside. */
function withTextChunk(png: Uint8Array, text: string): Uint8Array {
  const source = Buffer.from(png);
  const iend = source.length - 12;
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return new Uint8Array(Buffer.concat([source.subarray(0, iend), chunk, source.subarray(iend)]));
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
});

describe('hostile uploads are refused', () => {
  const svg =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';

  const cases: [string, () => Promise<File>, RegExp][] = [
    [
      'an SVG (with script)',
      async () => file(svg, 'logo.svg', 'image/svg+xml'),
      /n'est pas une image PNG, JPEG ou GIF/,
    ],
    [
      'a lying extension: a .png that is really an SVG',
      async () => file(svg, 'photo.png', 'image/png'),
      /n'est pas une image PNG, JPEG ou GIF/,
    ],
    [
      'a lying extension: a .png that is really text',
      async () => file('hello, I am plain text\n'.repeat(20), 'notes.png', 'image/png'),
      /n'est pas une image PNG, JPEG ou GIF/,
    ],
    [
      'a lying extension: a .png that is really a JPEG',
      async () => file(await jpegBytes(), 'photo.png', 'image/png'),
      /ne correspond pas à son contenu \(JPEG\)/,
    ],
    [
      'a polyglot: a GIF header followed by a script',
      async () => file(`GIF89a<script>alert(1)</script>`, 'anim.gif', 'image/gif'),
      /polyglotte/,
    ],
    [
      'a polyglot: a valid GIF with HTML appended',
      async () =>
        file(
          Buffer.concat([Buffer.from(await gifBytes()), Buffer.from('<html><script>alert(1)</script></html>')]),
          'anim.gif',
          'image/gif',
        ),
      /polyglotte/,
    ],
    [
      'a polyglot: a valid JPEG with PHP appended',
      async () =>
        file(
          Buffer.concat([Buffer.from(await jpegBytes()), Buffer.from('<?php system($_GET["c"]); ?>')]),
          'photo.jpg',
          'image/jpeg',
        ),
      /polyglotte/,
    ],
    [
      'a polyglot: a valid PNG with a script in a text chunk',
      async () => file(withTextChunk(await pngBytes(), '<script>alert(1)</script>'), 'photo.png'),
      /polyglotte/,
    ],
    ['a file over 5 MB', async () => file(new Uint8Array(5 * 1024 * 1024 + 1), 'huge.png'), /dépasse 5 Mo/],
    [
      'a pixel flood: a PNG claiming 30000 x 30000 pixels',
      async () => file(withClaimedSize(await pngBytes(), 30000, 30000), 'flood.png'),
      /trop grande \(30000 × 30000 pixels/,
    ],
  ];

  for (const [label, make, message] of cases) {
    it(label, async () => {
      const [filesBefore, productsBefore] = [await allStoredFiles(), await productCount()];
      const { status, body } = await upload(await make());
      expect(status).toBe(422);
      expect(body.error).toMatch(message);
      expect(body.errors['images[1]']?.[0]).toMatch(message);
      expect(await allStoredFiles()).toBe(filesBefore);
      expect(await productCount()).toBe(productsBefore);
    });
  }

  it('still accepts the three formats, whatever their declared type', async () => {
    const res = await handler(
      new Request(
        'http://localhost/api/products',
        formInit(
          token,
          'POST',
          await productForm({}, [
            file(await pngBytes(), 'a.png', 'application/octet-stream'),
            file(await jpegBytes(), 'b.JPG', ''),
            file(await gifBytes(), 'c', 'image/gif'),
          ]),
        ),
      ),
      functionContext(),
    );
    expect(res.status).toBe(201);
  });
});
