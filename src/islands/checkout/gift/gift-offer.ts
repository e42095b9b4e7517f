// What the checkout may offer as a gift, from GET /api/settings (src/contract/settings.ts giftOfferSchema),
// checked without shipping zod to the page. Absent or malformed: no gift section.
import type { GiftOffer } from '../../../contract/settings.ts';
import { arrayOf, isBoolean, isInteger, isObject, isString, shape } from '../../../stores/json-shape.ts';

const isNames = (v: unknown): v is GiftOffer['samples']['products'][number]['name'] =>
  isObject(v) && isString(v.fr) && isString(v.en) && isString(v.nl);

const isGiftOffer = shape<GiftOffer>({
  wrap: shape<GiftOffer['wrap']>({ enabled: isBoolean, priceCents: isInteger }),
  messageMaxLength: isInteger,
  samples: shape<GiftOffer['samples']>({
    enabled: isBoolean,
    max: isInteger,
    products: arrayOf(shape<GiftOffer['samples']['products'][number]>({ id: isInteger, name: isNames })),
  }),
});

export function readGiftOffer(body: unknown): GiftOffer | undefined {
  return isGiftOffer(body) ? body : undefined;
}

/** Anything to offer at all: the section is shown only then. */
export function offersGift(offer: GiftOffer | undefined): offer is GiftOffer {
  return !!offer && (offer.wrap.enabled || offer.messageMaxLength > 0 || offer.samples.enabled);
}
