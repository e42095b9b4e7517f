// The shopper's gift choices at checkout (gift wrap, the message, the samples chosen), read by the
// summary and the quote from the page's first paint (the wrap's price); the payment step changes them
// (gift-store.ts, loaded with it).
import { map } from 'nanostores';

export interface GiftChoice {
  wrap: boolean;
  message: string;
  samples: number[];
}

export const $gift = map<GiftChoice>({ wrap: false, message: '', samples: [] });
