// The built site as `netlify serve` serves it (netlify.toml's publish folder), and what the stack's owner
// entered in the database: for the checks over every built page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { PARITY_STACK_FILE } from './parity-env.ts';

const PUBLISH_DIR = path.resolve(import.meta.dirname, '../../dist');

/** Every HTML page of the build, with its path under the publish folder. */
export function builtPages(): { page: string; html: string }[] {
  return readdirSync(PUBLISH_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((page) => ({ page, html: readFileSync(path.join(PUBLISH_DIR, page), 'utf8') }));
}

/** The testimonials of a language in the stack's database, in the owner's order. */
export async function enteredTestimonials(lang: string): Promise<{ quote: string; author: string }[]> {
  const { databaseUrl } = JSON.parse(readFileSync(PARITY_STACK_FILE, 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ quote: string; author: string }[]>`
      select quote, author from public.testimonials where language = ${lang} order by position, id`;
    return rows.map(({ quote, author }) => ({ quote, author }));
  } finally {
    await sql.end();
  }
}
