// The delivery time in words (common.json delivery.*), from the shipping zones' days: one zone's time
// ('2 à 5 jours ouvrables') for an order, the thank-you page and the e-mails; the time of each zone,
// named by its countries, for the product page, the FAQ and the terms; the widest span for a sentence
// that must serve every destination (the home page's description).
import { REST_OF_EU } from '../domain/vocabulary/country.ts';
import {
  deliverySpan,
  sameEverywhere,
  type DeliveryDays,
  type DeliveryZone,
} from '../domain/shipping/delivery-days.ts';
import type { Language } from '../domain/vocabulary/language.ts';
import { interpolate } from './interpolate.ts';
import { countryName, localeOf } from './locale.ts';
import en from './messages/en/common.json' with { type: 'json' };
import fr from './messages/fr/common.json' with { type: 'json' };
import nl from './messages/nl/common.json' with { type: 'json' };

export type { DeliveryDays } from '../domain/shipping/delivery-days.ts';

const WORDING: Record<Language, typeof fr.delivery> = { fr: fr.delivery, en: en.delivery, nl: nl.delivery };

/** A zone of more countries than this is named as a group rather than country by country. */
const MAX_NAMED_COUNTRIES = 5;

/** '2 à 5 jours ouvrables' / '2 to 5 working days' / '2 tot 5 werkdagen'. */
export function deliveryTime(language: Language, days: DeliveryDays): string {
  return interpolate(WORDING[language].time, { min: days.min, max: days.max });
}

/** 'Belgique', 'France, Allemagne et Pays-Bas', or 'autres pays de l’Union européenne' for a large EU zone. */
function zonePlaces(language: Language, zone: DeliveryZone): string {
  const eu = zone.countries.every((c) => (REST_OF_EU as readonly string[]).includes(c));
  if (zone.countries.length > MAX_NAMED_COUNTRIES && eu) return WORDING[language].otherEu;
  const names = zone.countries.map((c) => countryName(c, language));
  return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(names);
}

/**
 * Each zone's time, named by its countries ('Belgique : 1 à 2 jours ouvrables ; France, Allemagne et
 * Pays-Bas : 2 à 4 jours ouvrables ; ...'); one time alone when every zone promises the same.
 */
export function deliveryTimesByZone(language: Language, zones: readonly DeliveryZone[]): string {
  const span = deliverySpan(zones);
  if (!span) return '';
  if (sameEverywhere(zones)) return deliveryTime(language, span);
  const w = WORDING[language];
  return zones
    .map((zone) =>
      interpolate(w.zone, { places: zonePlaces(language, zone), time: deliveryTime(language, zone.deliveryDays) }),
    )
    .join(w.separator);
}

/** One time for every destination: the zones' time when they agree, else the widest span 'selon la destination'. */
export function deliveryTimeAnywhere(language: Language, zones: readonly DeliveryZone[]): string {
  const span = deliverySpan(zones);
  if (!span) return '';
  const time = deliveryTime(language, span);
  return sameEverywhere(zones) ? time : interpolate(WORDING[language].span, { time });
}

/**
 * A message's {{deliveryTime}} turned into the wording with {{min}} and {{max}} left open, for an island
 * that fills in the days it reads at run time (the thank-you page: the order's own answer).
 */
export function withDeliveryTimeWording(message: string, language: Language): string {
  return interpolate(message, { deliveryTime: WORDING[language].time });
}
