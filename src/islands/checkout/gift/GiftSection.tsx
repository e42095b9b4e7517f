// The optional gift part of the payment step: gift wrap (its price, or "free"), a message with its
// character count, and the free samples to choose, up to the shop's maximum. Plain checkboxes and a
// textarea: every choice works by keyboard. Shown only when the shop offers something.
import { useStore } from '../../../stores/use-store.ts';
import type { GiftOffer } from '../../../contract/settings.ts';
import type { FieldErrors } from '../../../contract/errors.ts';
import type { Language } from '../../../domain/vocabulary/language.ts';
import { interpolate } from '../../../i18n/interpolate.ts';
import { formatMoney } from '../../../i18n/locale.ts';
import type { CheckoutMessages } from '../messages.ts';
import { offersGift } from './gift-offer.ts';
import { $gift } from './gift-choice.ts';
import { messageLength, setMessage, setWrap, toggleSample } from './gift-store.ts';

interface Props {
  m: CheckoutMessages;
  lang: Language;
  offer: GiftOffer | undefined;
  disabled: boolean;
  /** The server's refusal, when it named a gift field. */
  refused: FieldErrors;
}

const refusedField = (fields: FieldErrors, name: string) =>
  Object.keys(fields).some((key) => key === name || key.startsWith(`${name}.`));

function Samples({ m, lang, offer, disabled, error }: Omit<Props, 'refused'> & { offer: GiftOffer; error: boolean }) {
  const { samples } = useStore($gift);
  const { max, products } = offer.samples;
  const full = samples.length >= max;
  return (
    <fieldset className="gift-samples" aria-describedby="gift-samples-count">
      <legend className="gift-samples__legend">{interpolate(m.gift.samplesLegend, { max })}</legend>
      {products.map((p) => {
        const chosen = samples.includes(p.id);
        return (
          <div key={p.id} className="gift-check">
            <input
              type="checkbox"
              id={`gift-sample-${p.id}`}
              checked={chosen}
              disabled={disabled || (full && !chosen)}
              onChange={(e) => toggleSample(p.id, e.target.checked, max)}
            />
            <label htmlFor={`gift-sample-${p.id}`}>{p.name[lang]}</label>
          </div>
        );
      })}
      <p id="gift-samples-count" className="gift-count" role="status">
        {interpolate(m.gift.samplesCount, { count: samples.length, max })}
      </p>
      {error && <p className="field-error">{interpolate(m.gift.samplesError, { max })}</p>}
    </fieldset>
  );
}

function Message({ m, max, disabled, error }: { m: CheckoutMessages; max: number; disabled: boolean; error: boolean }) {
  const { message } = useStore($gift);
  const length = messageLength(message);
  return (
    <div className="field gift-message">
      <label htmlFor="gift-message">{m.gift.message}</label>
      <textarea
        id="gift-message"
        className="input gift-message__input"
        rows={3}
        maxLength={max}
        value={message}
        disabled={disabled}
        aria-describedby="gift-message-count"
        aria-invalid={error || undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p id="gift-message-count" className="gift-count">
        {interpolate(m.gift.messageCount, { count: length, max })}
      </p>
      {error && <p className="field-error">{interpolate(m.gift.messageError, { max })}</p>}
    </div>
  );
}

export function GiftSection({ m, lang, offer, disabled, refused }: Props) {
  const { wrap } = useStore($gift);
  if (!offersGift(offer)) return null;
  const price = offer.wrap.priceCents > 0 ? formatMoney(offer.wrap.priceCents, lang) : m.gift.free;
  return (
    <fieldset className="gift-options" disabled={disabled}>
      <legend className="payment-methods__legend">{m.gift.legend}</legend>
      <p className="gift-options__hint">{m.gift.hint}</p>
      {offer.wrap.enabled && (
        <div className="gift-check">
          <input type="checkbox" id="gift-wrap" checked={wrap} onChange={(e) => setWrap(e.target.checked)} />
          <label htmlFor="gift-wrap">{interpolate(m.gift.wrap, { price })}</label>
        </div>
      )}
      {offer.messageMaxLength > 0 && (
        <Message m={m} max={offer.messageMaxLength} disabled={disabled} error={refusedField(refused, 'gift_message')} />
      )}
      {offer.samples.enabled && (
        <Samples m={m} lang={lang} offer={offer} disabled={disabled} error={refusedField(refused, 'samples')} />
      )}
    </fieldset>
  );
}
