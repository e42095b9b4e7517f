// Full storefront build (`astro build`) for a 100-product catalog in three languages, against a database
// holding exactly that catalog: the demo products, topped up with copies (texts in fr, en and nl, same images).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { withBuildLock } from '../runner/build-lock.ts';
import type { Sql } from '../../server/db/client.ts';
import { row, type BenchRow } from './results.ts';
import { roundRobin } from './round-robin.ts';

export const BUILD_PRODUCTS = 100;

export async function topUpCatalog(sql: Sql, target: number): Promise<void> {
  const sources = await sql<{ id: number }[]>`select id from public.products order by id`;
  if (sources.length === 0) throw new Error('no product to copy: seed the demo catalog first');
  for (let g = sources.length; g < target; g++) {
    const source = roundRobin(sources, g, 'product to copy').id;
    const suffix = ` ${g}`;
    // One statement per copy: the product and its image rows.
    await sql`
      with made as (
        insert into public.products (category_id, name_fr, name_en, name_nl, description_fr, description_en, description_nl,
          olfactive_notes_fr, olfactive_notes_en, olfactive_notes_nl, size_ml, gender, price_cents, stock)
        select category_id, left(name_fr, 110) || ${suffix}, left(coalesce(name_en, name_fr), 110) || ${suffix},
          left(coalesce(name_nl, name_fr), 110) || ${suffix}, description_fr, coalesce(description_en, description_fr),
          coalesce(description_nl, description_fr), olfactive_notes_fr, olfactive_notes_en, olfactive_notes_nl,
          size_ml, gender, price_cents + ${g}::int * 100, 10
        from public.products where id = ${source}
        returning id
      )
      insert into public.product_images (product_id, path, position, width, height)
      select made.id, i.path, i.position, i.width, i.height from made, public.product_images i where i.product_id = ${source}`;
  }
}

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}

function astroBuild(
  root: string,
  env: Record<string, string>,
  outDir: string,
): Promise<{ ok: boolean; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd: root,
      env: { ...process.env, ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ ok: code === 0, stderr }));
  });
}

export async function measureBuild(root: string, env: Record<string, string>, products: number): Promise<BenchRow> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  // The Netlify adapter empties and reuses <root>/.netlify/build, so a build running at the same time in
  // the same checkout (another `npm start`) can break this one: then it is run again, and only a whole,
  // undisturbed build is timed.
  let seconds = 0;
  let attempts = 0;
  for (;;) {
    attempts++;
    rmSync(outDir, { recursive: true, force: true });
    // Timed inside the build lock: waiting for another build of this checkout is not build time.
    const timed = await withBuildLock(root, async () => {
      const started = performance.now();
      const result = await astroBuild(root, env, outDir);
      return { result, seconds: (performance.now() - started) / 1000 };
    });
    const result = timed.result;
    seconds = timed.seconds;
    if (result.ok) break;
    if (attempts >= 3) throw new Error(`astro build failed ${attempts} times:\n${result.stderr}`);
    console.error(`[bench] build failed (attempt ${attempts}), running it again:\n${result.stderr.slice(0, 500)}`);
  }
  const pages = countPages(outDir);
  rmSync(outDir, { recursive: true, force: true });
  return row(
    `Full build (astro build), ${products} products x 3 languages`,
    `${seconds.toFixed(1)} s`,
    '<= 60 s',
    seconds <= 60,
    `${pages} pages, ${cpus().length} cores${attempts > 1 ? `; ${attempts - 1} attempt(s) broken by a concurrent build` : ''}`,
  );
}
