// Promo code entry: the server decides (GET /api/promo-codes/{code}); 'Code promo invalide' otherwise.
// Focus is never dropped on the page's body: on success the form gives way to the applied line, which
// takes focus (a screen reader reads it); on a refusal the field takes it back, invalid and described
// by its error.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { interpolate } from '../../i18n/interpolate.ts';
import { $promo, applyPromo } from '../../stores/cart.ts';
import { redeemPromo, type RedeemResult } from '../../stores/promo.ts';

export interface PromoLabels {
  label: string;
  placeholder: string;
  apply: string;
  applying: string;
  /** With {{code}} and {{percent}}. */
  applied: string;
  remove: string;
  invalid: string;
  unavailable: string;
}

export function PromoForm({ labels }: { labels: PromoLabels }) {
  const promo = useStore($promo);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RedeemResult | null>(null);
  // bumped on each answer, so a second identical refusal still brings focus back
  const [answers, setAnswers] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const applied = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (answers === 0) return;
    if (result === 'applied') applied.current?.focus();
    else if (result) input.current?.focus();
  }, [answers, result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setResult('invalid');
      setAnswers((n) => n + 1);
      return;
    }
    setBusy(true);
    const outcome = await redeemPromo(code);
    setBusy(false);
    setResult(outcome);
    setAnswers((n) => n + 1);
    if (outcome === 'applied') setCode('');
  };

  if (promo) {
    return (
      <div className="promo promo--applied">
        <p role="status" ref={applied} tabIndex={-1} className="promo__applied">
          {interpolate(labels.applied, { code: promo.code, percent: promo.percent_off })}
        </p>
        <button
          type="button"
          className="link-line promo__remove"
          onClick={() => {
            applyPromo(null);
            setResult(null);
          }}
        >
          {labels.remove}
        </button>
      </div>
    );
  }

  const error = result === 'invalid' ? labels.invalid : result === 'unavailable' ? labels.unavailable : null;
  return (
    <form className="promo" onSubmit={submit} noValidate>
      <label htmlFor="promo-code" className="label">
        {labels.label}
      </label>
      <div className="promo__row">
        <input
          id="promo-code"
          ref={input}
          className="input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-error' : undefined}
        />
        <button type="submit" className="btn btn--ghost" disabled={busy}>
          {busy ? labels.applying : labels.apply}
        </button>
      </div>
      <p id="promo-error" className="field-error" role="alert">
        {error}
      </p>
    </form>
  );
}
