// The shopper's gift choices at checkout: gift wrap, the message, the samples chosen. Kept apart from
// the checkout store (a separate concern); placing the order and the quote read them. The server
// checks them again against its settings (src/server/orders/order-gifts.ts). The choice itself is in
// gift-choice.ts, which the summary and the quote read from the first paint; these, the payment step's.
import type { GiftOffer } from '../../../contract/settings.ts';
import { $gift, type GiftChoice } from './gift-choice.ts';

export function setWrap(wrap: boolean): void {
  $gift.setKey('wrap', wrap);
}

export function setMessage(message: string): void {
  $gift.setKey('message', message);
}

/** Adds or removes a sample; a new one beyond the maximum is not added (its box is disabled anyway). */
export function toggleSample(id: number, chosen: boolean, max: number): void {
  const current = $gift.get().samples.filter((s) => s !== id);
  if (chosen && current.length >= max) return;
  $gift.setKey('samples', chosen ? [...current, id] : current);
}

/** Characters as the server counts them (code points). */
export const messageLength = (message: string): number => [...message.trim()].length;

/** What POST /api/orders receives: only what the shop currently offers. */
export function giftPayload(
  choice: GiftChoice,
  offer: GiftOffer | undefined,
): { gift_wrap: boolean; gift_message?: string; samples: number[] } {
  if (!offer) return { gift_wrap: false, samples: [] };
  const offered = new Set(offer.samples.enabled ? offer.samples.products.map((p) => p.id) : []);
  const message = choice.message.trim();
  return {
    gift_wrap: offer.wrap.enabled && choice.wrap,
    ...(message && offer.messageMaxLength > 0 ? { gift_message: message } : {}),
    samples: choice.samples.filter((id) => offered.has(id)).slice(0, offer.samples.max),
  };
}
