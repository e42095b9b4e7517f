// The demo shop's testimonials: invented texts for the local demo only, marked as such in their
// source. A real shop starts with none (the home page then shows no testimonials section); its owner
// enters their own, with where each came from, in the back-office (PUT /api/admin/testimonials).
import type { Sql } from '../../server/db/client.ts';
import type { Testimonial } from '../../contract/admin/testimonials.ts';

export const DEMO_TESTIMONIAL_SOURCE = 'Demo text of the local seed: invented, not a customer review';

const DEMO: Omit<Testimonial, 'source'>[] = [
  {
    language: 'fr',
    quote: "Un ambre d'une profondeur rare. On me demande chaque jour quel parfum je porte.",
    author: 'Camille D., Bruxelles',
  },
  {
    language: 'fr',
    quote: 'Un conseil personnalisé, un écrin soigné et une livraison en deux jours. Une vraie maison.',
    author: 'Pieter V., Gand',
  },
  {
    language: 'fr',
    quote: "Rose de Minuit est devenue ma signature. Elle tient du matin jusqu'au soir.",
    author: 'Sophie L., Liège',
  },
  {
    language: 'en',
    quote: 'An amber of rare depth. People ask me every day which perfume I am wearing.',
    author: 'Camille D., Brussels',
  },
  {
    language: 'en',
    quote: 'Personal advice, beautiful packaging and delivery in two days. A true perfume house.',
    author: 'Pieter V., Ghent',
  },
  {
    language: 'en',
    quote: 'Rose de Minuit has become my signature. It lasts from morning to night.',
    author: 'Sophie L., Liège',
  },
  {
    language: 'nl',
    quote: 'Een amber met een zeldzame diepgang. Elke dag vraagt iemand welk parfum ik draag.',
    author: 'Camille D., Brussel',
  },
  {
    language: 'nl',
    quote: 'Persoonlijk advies, een verzorgde verpakking en levering in twee dagen. Een echt parfumhuis.',
    author: 'Pieter V., Gent',
  },
  {
    language: 'nl',
    quote: "Rose de Minuit is mijn signatuur geworden. Ze blijft van 's ochtends tot 's avonds.",
    author: 'Sophie L., Luik',
  },
];

export async function insertSeedTestimonials(sql: Sql): Promise<void> {
  for (const [position, item] of DEMO.entries())
    await sql`
      insert into public.testimonials (language, quote, author, source, position)
      values (${item.language}, ${item.quote}, ${item.author}, ${DEMO_TESTIMONIAL_SOURCE}, ${position})`;
}
