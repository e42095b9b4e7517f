// The checkout's strings, as the Astro page passes them (one namespace of the message files).
import type checkout from '../../i18n/messages/fr/checkout.json';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { FieldProblem } from './shipping-details.ts';

/** With the shipping countries' names, which the page adds from Intl (src/i18n/locale.ts). */
export type CheckoutMessages = typeof checkout & { countries: Record<ShippingCountry, string> };

export function problemText(m: CheckoutMessages, problem: FieldProblem): string {
  if (problem.code === 'postcode') {
    const own = (m.validation.postcode as Partial<Record<ShippingCountry, string>>)[problem.country];
    // the rest of the EU shares one sentence, with the country's name and its post office's example
    return (
      own ??
      interpolate(m.validation.postcodeOther, {
        country: m.countries[problem.country],
        example: problem.example,
      })
    );
  }
  return problem.code === 'tooLong'
    ? interpolate(m.validation.tooLong, { max: problem.max })
    : m.validation[problem.code];
}
