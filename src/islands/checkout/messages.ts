// The checkout's strings, as the Astro page passes them (one namespace of the message files).
import type checkout from '../../i18n/messages/fr/checkout.json';
import type { Country, FieldProblem } from './shipping-details.ts';
import { fill } from '../format.ts';

/** With the shipping countries' names, which the page adds from Intl (src/i18n/locale.ts). */
export type CheckoutMessages = typeof checkout & { countries: Record<Country, string> };

export function problemText(m: CheckoutMessages, problem: FieldProblem): string {
  switch (problem.code) {
    case 'required':
      return m.validation.required;
    case 'email':
      return m.validation.email;
    case 'phone':
      return m.validation.phone;
    case 'tooLong':
      return fill(m.validation.tooLong, { max: problem.max });
    case 'country':
      return m.validation.country;
  }
}
