// The owner's testimonials (public.testimonials): the back-office replaces the list, the storefront
// build reads those of a language. None until the owner enters some.
import type { Testimonial } from '../../contract/admin/testimonials.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';

export async function listTestimonials(sql: Db = getSql()): Promise<Testimonial[]> {
  return sql<Testimonial[]>`
    select language, quote, author, source from public.testimonials order by position, id`;
}

/** What the home page of a language shows: the quote and who signed it, in the owner's order. */
export async function storefrontTestimonials(
  lang: Language,
  sql: Db = getSql(),
): Promise<{ quote: string; author: string }[]> {
  return sql<{ quote: string; author: string }[]>`
    select quote, author from public.testimonials where language = ${lang} order by position, id`;
}

/** The whole list replaced in one transaction, positions as given. */
export async function replaceTestimonials(items: Testimonial[]): Promise<Testimonial[]> {
  await getSql().begin(async (tx) => {
    await tx`delete from public.testimonials`;
    for (const [position, item] of items.entries())
      await tx`
        insert into public.testimonials (language, quote, author, source, position)
        values (${item.language}, ${item.quote}, ${item.author}, ${item.source}, ${position})`;
  });
  return listTestimonials();
}

/** The local seed's invented testimonials are still shown (their source says they are demo texts). */
export async function hasDemoTestimonials(sql: Db = getSql()): Promise<boolean> {
  const [row] = await sql<{ demo: boolean }[]>`
    select exists (select 1 from public.testimonials where source like 'Demo text of the local seed%') as demo`;
  return row?.demo ?? false;
}
