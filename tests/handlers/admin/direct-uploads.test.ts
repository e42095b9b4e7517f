// Direct uploads in the embedded default: POST /api/admin/uploads signs upload URLs,
// the local runner's signed-upload route (the same protocol as Supabase Storage) takes the bytes into
// the private staging folder, and the product endpoints take the staging keys: a 5 MB PNG and three 4 MB
// JPEGs go through; hostile staged files are refused with the field named and deleted; a key works once
// and only for the session that asked for it; leftovers are pruned by age.
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import products from '../../../netlify/functions/admin-products.mts';
import uploads from '../../../netlify/functions/admin-uploads.mts';
import prune from '../../../netlify/functions/prune-staged-uploads.mts';
import { handleSignedUpload } from '../../../src/local/runner/local-signed-upload.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { localStagingConfig } from '../../../src/server/storage/index.ts';
import { signUploadToken } from '../../../src/server/storage/local-staging.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { fiveMegabytePng, fourMegabyteJpeg, MB } from '../../support/large-images.ts';
import {
  adminToken,
  file,
  formInit,
  jpegBytes,
  jsonInit,
  nonAdminToken,
  pngBytes,
  productForm,
  signedInAdmin,
} from './helpers.ts';

interface Ticket {
  key: string;
  name: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
}
interface Product {
  id: number;
  images: { id: number; path: string; width: number; height: number }[];
}
type Body = { error: string; errors: Record<string, string[]>; uploads: Ticket[] };

let token: string;
let runner: http.Server;
let runnerUrl: string;
const staging = () => localStagingConfig();

const stagedFiles = async () => (await readdir(staging().dir).catch(() => [] as string[])).sort();
const publicWebp = async () =>
  (
    await readdir(path.join(process.env.LOCAL_STORAGE_DIR!, 'product-images'), { recursive: true }).catch(
      () => [] as string[],
    )
  ).filter((f) => f.endsWith('.webp')).length;
const productCount = async () =>
  (await getSql().unsafe<{ n: number }[]>('select count(*)::int as n from public.products'))[0]!.n;
const stagedRows = async () =>
  (await getSql().unsafe<{ n: number }[]>('select count(*)::int as n from public.staged_uploads'))[0]!.n;

async function ask(
  session: string | null,
  files: { name: string; type: string; size: number }[],
): Promise<{ status: number; body: Body }> {
  const res = await uploads(
    new Request('http://localhost/api/admin/uploads', jsonInit(session, 'POST', { files })),
    functionContext(),
  );
  return { status: res.status, body: (await res.json()) as Body };
}

/** The browser's PUT to the signed URL, through the local runner's route. */
function put(url: string, bytes: Uint8Array | Buffer, type: string): Promise<Response> {
  return fetch(new URL(url, runnerUrl), {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(bytes),
  });
}

/** What the back-office does: ask for URLs, PUT each file; the staging keys, in order. */
async function stage(
  session: string,
  files: { name: string; type: string; bytes: Uint8Array | Buffer }[],
): Promise<string[]> {
  const { status, body } = await ask(
    session,
    files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length })),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  for (const [i, ticket] of body.uploads.entries()) {
    const res = await put(ticket.url, files[i]!.bytes, ticket.headers['content-type']!);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return body.uploads.map((t) => t.key);
}

/** A product form whose images[n] are staging keys (or files). */
async function formWith(images: (string | File)[], overrides: Record<string, string> = {}): Promise<FormData> {
  const form = await productForm(overrides, []);
  images.forEach((image, i) => {
    form.set(`images[${i}]`, image);
    form.set(`image_orders[${i}]`, String(i));
  });
  return form;
}

async function create(session: string, form: FormData): Promise<{ status: number; body: Body & Product }> {
  const res = await products(
    new Request('http://localhost/api/products', formInit(session, 'POST', form)),
    functionContext(),
  );
  return { status: res.status, body: (await res.json()) as Body & Product };
}

beforeAll(async () => {
  await resetDatabase();
  await getSql().unsafe(`insert into public.categories (name, slug) values ('Boisé', 'boise')`);
  token = await signedInAdmin();
  runner = http.createServer((req, res) => {
    void handleSignedUpload(req, res, new URL(req.url ?? '/', 'http://localhost'), staging());
  });
  await new Promise<void>((resolve) => runner.listen(0, '127.0.0.1', resolve));
  runnerUrl = `http://127.0.0.1:${(runner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => runner.close(resolve));
});

describe('POST /api/admin/uploads', () => {
  it('is for admins only', async () => {
    expect((await ask(null, [{ name: 'a.png', type: 'image/png', size: 10 }])).status).toBe(401);
    expect((await ask(await nonAdminToken(), [{ name: 'a.png', type: 'image/png', size: 10 }])).status).toBe(403);
  });

  it('gives a signed URL and a key per file, recorded for this session', async () => {
    const { status, body } = await ask(token, [
      { name: 'flacon.png', type: 'image/png', size: 5 * MB },
      { name: 'détail.jpg', type: 'image/jpeg', size: 4 * MB },
    ]);
    expect(status).toBe(201);
    expect(body.uploads).toHaveLength(2);
    const [png, jpg] = body.uploads;
    expect(png!.key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(jpg!.key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(png).toMatchObject({ name: 'flacon.png', method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(png!.url).toMatch(new RegExp(`^/storage/v1/object/upload/sign/product-images-staging/${png!.key}\\?token=`));
    expect(new Date(png!.expires_at).getTime() - Date.now()).toBeGreaterThan(110 * 60 * 1000);
    const rows = await getSql()<
      { key: string; file_name: string; declared_size: number }[]
    >`select key, file_name, declared_size from public.staged_uploads where key = any(${[png!.key, jpg!.key]}::text[]) order by declared_size desc`;
    expect(rows).toEqual([
      { key: png!.key, file_name: 'flacon.png', declared_size: 5 * MB },
      { key: jpg!.key, file_name: 'détail.jpg', declared_size: 4 * MB },
    ]);
  });

  it('refuses a file over 5 MB and a type other than PNG, JPEG or GIF, naming the file and its field', async () => {
    const { status, body } = await ask(token, [
      { name: 'ok.png', type: 'image/png', size: 1000 },
      { name: 'énorme.png', type: 'image/png', size: 5 * MB + 1 },
      { name: 'logo.svg', type: 'image/svg+xml', size: 1000 },
    ]);
    expect(status).toBe(422);
    expect(body.errors['files.1.size']).toEqual(["L'image « énorme.png » dépasse 5 Mo."]);
    expect(body.errors['files.2.type']?.[0]).toMatch(/« logo\.svg » n'est pas une image PNG, JPEG ou GIF/);
    expect(body.error).toBe("L'image « énorme.png » dépasse 5 Mo.");
    expect(Object.keys(body.errors)).toEqual(['files.1.size', 'files.2.type']);
  });

  it('refuses more than 5 files, none at all, and an empty file', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', size: 10 }));
    expect((await ask(token, six)).body.errors.files).toEqual(['Au plus 5 images par envoi.']);
    expect((await ask(token, [])).status).toBe(422);
    expect((await ask(token, [{ name: 'vide.png', type: 'image/png', size: 0 }])).body.errors['files.0.size']).toEqual([
      'Le fichier « vide.png » est vide.',
    ]);
  });
});

describe("the local runner's signed upload URL (Supabase Storage's protocol)", () => {
  it('takes the bytes once, for that key only, within the limits of the staging bucket', async () => {
    const bytes = await pngBytes();
    const { body } = await ask(token, [
      { name: 'a.png', type: 'image/png', size: bytes.length },
      { name: 'b.png', type: 'image/png', size: bytes.length },
    ]);
    const [a, b] = body.uploads as [Ticket, Ticket];
    const tokenOf = (url: string) => new URL(url, runnerUrl).searchParams.get('token')!;
    const signPath = (key: string) => `/storage/v1/object/upload/sign/product-images-staging/${key}`;

    expect((await put(signPath(a.key), bytes, 'image/png')).status).toBe(400); // no token
    const swapped = await put(`${signPath(a.key)}?token=${encodeURIComponent(tokenOf(b.url))}`, bytes, 'image/png');
    expect(swapped.status).toBe(400);
    expect(await swapped.json()).toMatchObject({ error: 'InvalidSignature' });
    const tampered = tokenOf(a.url).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await put(`${signPath(a.key)}?token=${encodeURIComponent(tampered)}`, bytes, 'image/png')).status).toBe(
      400,
    );
    const expired = signUploadToken(staging(), a.key, new Date(Date.now() - 1000));
    const late = await put(`${signPath(a.key)}?token=${encodeURIComponent(expired)}`, bytes, 'image/png');
    expect(await late.json()).toMatchObject({ error: 'ExpiredSignature' });
    expect((await put(a.url, bytes, 'text/html')).status).toBe(415);
    expect((await put(a.url, new Uint8Array(5 * MB + 1), 'image/png')).status).toBe(413);
    expect(existsSync(path.join(staging().dir, a.key))).toBe(false);

    const ok = await put(a.url, bytes, 'image/png');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ Key: `product-images-staging/${a.key}` });
    expect(existsSync(path.join(staging().dir, a.key))).toBe(true);
    const again = await put(a.url, await jpegBytes(), 'image/png');
    expect(again.status).toBe(409);
  });
});

describe('products from staged keys', () => {
  it('creates a product from a 5 MB PNG uploaded straight to staging, and deletes the staged file', async () => {
    const png = await fiveMegabytePng();
    const [key] = await stage(token, [{ name: 'flacon-5mo.png', type: 'image/png', bytes: png }]);
    const webpBefore = await publicWebp();
    const { status, body } = await create(token, await formWith([key!]));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({ width: 800, height: Math.round((1237 / 1400) * 800) });
    expect(await publicWebp()).toBe(webpBefore + 3);
    expect(await stagedFiles()).not.toContain(key);
    expect((await getSql()`select 1 from public.staged_uploads where key = ${key!}`).length).toBe(0);
  });

  it('creates a product from three 4 MB JPEGs at once, in their order', async () => {
    const jpegs = [await fourMegabyteJpeg(), await fourMegabyteJpeg(), await fourMegabyteJpeg()];
    const keys = await stage(
      token,
      jpegs.map((bytes, i) => ({ name: `vue-${i + 1}.jpg`, type: 'image/jpeg', bytes })),
    );
    const { status, body } = await create(token, await formWith(keys));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.images).toHaveLength(3);
    for (const key of keys) expect(await stagedFiles()).not.toContain(key);
  });

  it('adds staged images on update and replaces one image with a staged key', async () => {
    const created = await create(token, await formWith([file(await pngBytes(), 'un.png')]));
    const id = created.body.id;
    const [added, replacement] = await stage(token, [
      { name: 'deux.jpg', type: 'image/jpeg', bytes: await jpegBytes(120, 90) },
      { name: 'nouveau.png', type: 'image/png', bytes: await pngBytes(64, 64, '#102030') },
    ]);
    const update = new FormData();
    update.set('_method', 'PUT');
    update.set('images[0]', added!);
    const updated = await products(
      new Request(`http://localhost/api/products/${id}`, formInit(token, 'POST', update)),
      functionContext({ id: String(id) }),
    );
    const afterUpdate = (await updated.json()) as Product;
    expect(updated.status).toBe(200);
    expect(afterUpdate.images).toHaveLength(2);
    expect(afterUpdate.images[1]).toMatchObject({ width: 120, height: 90 });

    const form = new FormData();
    form.set('image', replacement!);
    const first = afterUpdate.images[0]!;
    const replaced = await products(
      new Request(`http://localhost/api/products/${id}/images/${first.id}`, formInit(token, 'POST', form)),
      functionContext({ id: String(id), imageId: String(first.id) }),
    );
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const after = (await replaced.json()) as Product;
    expect(after.images[0]).toMatchObject({ id: first.id, width: 64, height: 64 });
    expect(after.images[0]!.path).not.toBe(first.path);
    expect(await stagedFiles()).not.toContain(added);
    expect(await stagedFiles()).not.toContain(replacement);
  });
});

describe('hostile staged files are refused with the field named, and deleted', () => {
  const cases: [string, () => Promise<{ name: string; type: string; bytes: Buffer }>, RegExp][] = [
    [
      'a polyglot: a valid JPEG with PHP appended',
      async () => ({
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.concat([Buffer.from(await jpegBytes()), Buffer.from('<?php system($_GET["c"]); ?>')]),
      }),
      /polyglotte/,
    ],
    [
      'wrong magic bytes: text declared as a PNG',
      async () => ({ name: 'notes.png', type: 'image/png', bytes: Buffer.from('hello, I am plain text\n'.repeat(20)) }),
      /n'est pas une image PNG, JPEG ou GIF/,
    ],
    [
      'a lying extension: a JPEG named .png',
      async () => ({ name: 'photo.png', type: 'image/png', bytes: Buffer.from(await jpegBytes()) }),
      /ne correspond pas à son contenu \(JPEG\)/,
    ],
  ];

  for (const [label, make, message] of cases) {
    it(label, async () => {
      const bad = await make();
      const keys = await stage(token, [{ name: 'bon.png', type: 'image/png', bytes: await pngBytes() }, bad]);
      const [filesBefore, productsBefore] = [await publicWebp(), await productCount()];
      const { status, body } = await create(token, await formWith(keys));
      expect(status).toBe(422);
      expect(body.errors['images[1]']?.[0]).toMatch(message);
      expect(body.errors['images[1]']?.[0]).toContain(bad.name);
      // both staged files are gone (the good one was used up by the refused request too)
      for (const key of keys) expect(await stagedFiles()).not.toContain(key);
      expect(await publicWebp()).toBe(filesBefore);
      expect(await productCount()).toBe(productsBefore);
    });
  }

  it("a staged file over 5 MB (put there past the URL's own limit) is refused without reading it all, and deleted", async () => {
    const { body } = await ask(token, [{ name: 'gros.png', type: 'image/png', size: 5 * MB }]);
    const key = body.uploads[0]!.key;
    // a PNG header then 6 MB: what a storage without the bucket's size limit would have kept
    await writeFile(
      path.join(staging().dir, key),
      Buffer.concat([Buffer.from(await pngBytes()), Buffer.alloc(6 * MB)]),
    );
    const { status, body: refused } = await create(token, await formWith([key]));
    expect(status).toBe(422);
    expect(refused.errors['images[0]']).toEqual(["L'image « gros.png » dépasse 5 Mo."]);
    expect(await stagedFiles()).not.toContain(key);
  });

  it('a key whose file never arrived is refused, naming the file', async () => {
    const { body } = await ask(token, [{ name: 'perdu.png', type: 'image/png', size: 1000 }]);
    const { status, body: refused } = await create(token, await formWith([body.uploads[0]!.key]));
    expect(status).toBe(422);
    expect(refused.errors['images[0]']).toEqual([
      "L'image « perdu.png » n'est pas arrivée dans le stockage : choisissez-la à nouveau.",
    ]);
  });

  it('a form refused for another field uses its keys up too: nothing staged stays behind', async () => {
    const keys = await stage(token, [{ name: 'a.png', type: 'image/png', bytes: await pngBytes() }]);
    const { status, body } = await create(token, await formWith(keys, { price: '0' }));
    expect(status).toBe(422);
    expect(body.errors.price).toBeDefined();
    expect(await stagedFiles()).not.toContain(keys[0]);
    expect((await create(token, await formWith(keys))).status).toBe(422);
  });
});

describe('a staging key works once, and only for the session that asked for it', () => {
  it('refuses a key used before', async () => {
    const keys = await stage(token, [{ name: 'une-fois.png', type: 'image/png', bytes: await pngBytes() }]);
    expect((await create(token, await formWith(keys))).status).toBe(201);
    const again = await create(token, await formWith(keys));
    expect(again.status).toBe(422);
    expect(again.body.errors['images[0]']?.[0]).toMatch(/n'est plus disponible/);
  });

  it('refuses the same key twice in one request', async () => {
    const keys = await stage(token, [{ name: 'double.png', type: 'image/png', bytes: await pngBytes() }]);
    const twice = await create(token, await formWith([keys[0]!, keys[0]!]));
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['images[1]']);
  });

  it("refuses another session's key and leaves its file to that session", async () => {
    const other = await adminToken(); // the same admin signed in again: another session
    const keys = await stage(other, [{ name: 'autre.png', type: 'image/png', bytes: await pngBytes() }]);
    const stolen = await create(token, await formWith(keys));
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors['images[0]']?.[0]).toMatch(/n'est plus disponible/);
    expect(await stagedFiles()).toContain(keys[0]);
    expect((await create(other, await formWith(keys))).status).toBe(201);
  });
});

describe('prune-staged-uploads', () => {
  it('removes keys and staged files older than 3 hours, and keeps newer ones', async () => {
    const [old] = await stage(token, [{ name: 'vieux.png', type: 'image/png', bytes: await pngBytes() }]);
    const [fresh] = await stage(token, [{ name: 'neuf.png', type: 'image/png', bytes: await pngBytes() }]);
    const orphan = `${'f'.repeat(32)}.png`; // a file with no row (its key used, the URL used again)
    await writeFile(path.join(staging().dir, orphan), await pngBytes());
    const fourHoursAgo = new Date(Date.now() - 4 * 60 * 60 * 1000);
    await getSql()`update public.staged_uploads set created_at = now() - interval '4 hours' where key = ${old!}`;
    for (const key of [old!, orphan]) await utimes(path.join(staging().dir, key), fourHoursAgo, fourHoursAgo);
    const rowsBefore = await stagedRows();

    const res = await callFunction(
      prune,
      new Request('http://localhost/.netlify/functions/prune-staged-uploads', { method: 'POST' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ rows: 1, files: 2 });
    const left = await stagedFiles();
    expect(left).not.toContain(old);
    expect(left).not.toContain(orphan);
    expect(left).toContain(fresh);
    expect(await stagedRows()).toBe(rowsBefore - 1);
  });
});
