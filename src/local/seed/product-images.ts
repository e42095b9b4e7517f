// Renders each demo product's pictures (SVG drawn by product-scenes.ts) to WebP in the shop's image
// widths, stores them and inserts their product_images rows in one statement.
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, MAIN_IMAGE_WIDTH } from '../../domain/catalog/images.ts';
import type { Sql } from '../../server/db/client.ts';
import type { ImageStorage } from '../../server/storage/image-storage.ts';
import type { SeedProduct } from './catalog-data.ts';
import {
  COMPOSITIONS,
  productSceneSvg,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type Composition,
  type SceneSubject,
} from './product-scenes.ts';
import { renderWebpVariants } from './webp-render.ts';

export interface ProductImageOptions {
  /**
   * Widths to render (default: every width the shop serves). Tests may ask for fewer to go faster;
   * the 800 px file is always made, as the database names it.
   */
  imageWidths?: readonly number[];
}

const RENDER_CONCURRENCY = 2; // the machine's cores; sharp itself keeps them busy

/** Which pictures a product gets: the clean studio shot first (the main image), then the others. */
export function compositionsFor(product: SeedProduct): Composition[] {
  return COMPOSITIONS.slice(0, product.imageCount);
}

function subjectOf(product: SeedProduct): SceneSubject {
  return {
    key: product.key,
    name: product.texts.fr.name,
    sizeMl: product.sizeMl,
    family: product.category,
    look: product.look,
  };
}

async function inPool<T>(tasks: readonly (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

interface ImageRow {
  product_id: number;
  path: string;
  position: number;
  width: number;
  height: number;
}

export async function seedProductImages(
  sql: Sql,
  storage: ImageStorage,
  products: ReadonlyMap<string, { id: number; product: SeedProduct }>,
  options: ProductImageOptions = {},
): Promise<number> {
  const widths = [...new Set([...(options.imageWidths ?? IMAGE_WIDTHS), MAIN_IMAGE_WIDTH])];
  const rows: ImageRow[] = [];
  const tasks: (() => Promise<void>)[] = [];
  for (const { id, product } of products.values()) {
    compositionsFor(product).forEach((composition, position) => {
      const stem = `products/${id}/${randomBytes(8).toString('hex')}`;
      rows.push({
        product_id: id,
        path: `${stem}-${MAIN_IMAGE_WIDTH}.webp`,
        position,
        width: MAIN_IMAGE_WIDTH,
        height: Math.round((MAIN_IMAGE_WIDTH * SCENE_HEIGHT) / SCENE_WIDTH),
      });
      tasks.push(async () => {
        const files = await renderWebpVariants(
          (width) => productSceneSvg(subjectOf(product), composition, width),
          widths,
          Math.max(...IMAGE_WIDTHS),
        );
        await Promise.all(
          [...files].map(([width, bytes]) => storage.put(`${stem}-${width}.webp`, bytes, 'image/webp')),
        );
      });
    });
  }
  await inPool(tasks, RENDER_CONCURRENCY);
  await sql`
    insert into public.product_images (product_id, path, position, width, height)
    select x.product_id, x.path, x.position, x.width, x.height
    from json_to_recordset(${JSON.stringify(rows)}::text::json) as x(product_id bigint, path text, position integer, width integer, height integer)`;
  return rows.length;
}
