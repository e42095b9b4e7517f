// The delivery time: one value (the settings' deliveryDaysMin/Max) in one wording per language
// (common.json delivery.time), which the product page, the FAQ and terms, the home page's description,
// the thank-you page and the e-mails all quote through their {{deliveryTime}} placeholder.
import type { Language } from '../domain/vocabulary/language.ts';
import { interpolate } from './interpolate.ts';
import en from './messages/en/common.json' with { type: 'json' };
import fr from './messages/fr/common.json' with { type: 'json' };
import nl from './messages/nl/common.json' with { type: 'json' };

const WORDING: Record<Language, string> = { fr: fr.delivery.time, en: en.delivery.time, nl: nl.delivery.time };

export interface DeliveryDays {
  min: number;
  max: number;
}

/** '2 à 5 jours ouvrables' / '2 to 5 working days' / '2 tot 5 werkdagen'. */
export function deliveryTime(language: Language, days: DeliveryDays): string {
  return interpolate(WORDING[language], { min: days.min, max: days.max });
}

/**
 * A message's {{deliveryTime}} turned into the wording with {{min}} and {{max}} left open, for an island
 * that fills in the days it reads at run time (the thank-you page: the order's own answer).
 */
export function withDeliveryTimeWording(message: string, language: Language): string {
  return interpolate(message, { deliveryTime: WORDING[language] });
}
