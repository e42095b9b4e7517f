// The home page's testimonials, the owner's data (never texts shipped with the code):
//   GET /api/admin/testimonials -> 200 {items}
//   PUT /api/admin/testimonials {items} -> 200 {items}: the whole list replaced (at most 30), in order;
//   422 naming a refused field. Each has its language, the quote, who signed it and its source (where
//   the owner got it, for them to show it is real; never shown on the storefront).
import { z } from 'zod';
import { LANGUAGES } from '../../domain/vocabulary/language.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

export const testimonialSchema = z.object({
  language: z.enum(LANGUAGES),
  quote: text(600),
  author: text(120),
  source: text(300),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsSchema = z.object({ items: z.array(testimonialSchema).max(30) });
export type Testimonials = z.infer<typeof testimonialsSchema>;
