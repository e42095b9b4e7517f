// What delivery costs and where the shop delivers, in words, from the shipping zones (the FAQ and the
// terms): each zone's fee as the checkout charges it (src/domain/shipping/rates.ts: a flat fee, or by
// the parcel's weight from the lightest band to the heaviest) with the amount of goods from which it is
// free, and the zones' places. Written from the settings at build time, so a page never promises a fee or
// a destination the checkout does not have.
import { lowestRate, type ShippingZone } from '../domain/shipping/rates.ts';
import type { Language } from '../domain/vocabulary/language.ts';
import { zonePlaces } from './delivery-time.ts';
import { interpolate } from './interpolate.ts';
import { formatMoney } from './locale.ts';
import en from './messages/en/common.json' with { type: 'json' };
import fr from './messages/fr/common.json' with { type: 'json' };
import nl from './messages/nl/common.json' with { type: 'json' };

const WORDING: Record<Language, typeof fr.delivery> = { fr: fr.delivery, en: en.delivery, nl: nl.delivery };

type FeeZone = Pick<ShippingZone, 'countries' | 'rate' | 'freeFromCents'>;

/** '10,00 €', 'de 12,90 € à 17,90 € selon le poids', each followed by ', offerte dès 300,00 €' when it can be free. */
export function zoneFee(language: Language, zone: FeeZone): string {
  const w = WORDING[language];
  const lowest = lowestRate(zone.rate);
  const highest = zone.rate.kind === 'flat' ? lowest : Math.max(...zone.rate.bands.map((band) => band.cents));
  const fee =
    lowest === highest
      ? formatMoney(lowest, language)
      : interpolate(w.feeByWeight, { min: formatMoney(lowest, language), max: formatMoney(highest, language) });
  return zone.freeFromCents === null
    ? fee
    : interpolate(w.feeFreeFrom, { fee, threshold: formatMoney(zone.freeFromCents, language) });
}

/** 'Belgique : 10,00 €, offerte dès 300,00 € ; Pays-Bas, France et Allemagne : de 12,90 € à 17,90 € selon le poids ; ...'. */
export function shippingFeesByZone(language: Language, zones: readonly FeeZone[]): string {
  const w = WORDING[language];
  return zones
    .map((zone) => interpolate(w.feeZone, { places: zonePlaces(language, zone), fee: zoneFee(language, zone) }))
    .join(w.separator);
}

/** 'Belgique ; Pays-Bas, France et Allemagne ; autres pays de l’Union européenne ; Royaume-Uni'. */
export function destinationsByZone(language: Language, zones: readonly Pick<ShippingZone, 'countries'>[]): string {
  return zones.map((zone) => zonePlaces(language, zone)).join(WORDING[language].separator);
}
