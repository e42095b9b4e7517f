// Step two: what will be withdrawn, the period, and the separate confirmation button in the words
// the directive gives it ("Confirmer la rétractation" / "Confirm withdrawal" / "Bevestig herroeping").
import type { WithdrawalCheck } from '../../contract/withdrawal.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDate } from '../../i18n/locale.ts';
import { fill, type WithdrawalMessages } from './messages.ts';
import type { Identity } from './withdrawal-request.ts';

interface Props {
  m: WithdrawalMessages;
  lang: Language;
  identity: Identity;
  check: WithdrawalCheck;
  chosen: number[];
  linesRefused: boolean;
  busy: boolean;
  onChoose(ids: number[]): void;
  onConfirm(): void;
  onBack(): void;
}

export function ReviewStep({
  m,
  lang,
  identity,
  check,
  chosen,
  linesRefused,
  busy,
  onChoose,
  onConfirm,
  onBack,
}: Props) {
  const endsOn = check.period.ends_on;
  const toggle = (id: number, on: boolean) => onChoose(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <section className="withdrawal-review" aria-labelledby="withdrawal-review-title">
      <h2 id="withdrawal-review-title" tabIndex={-1}>
        {m.review.title}
      </h2>
      <dl className="withdrawal-facts">
        <dt>{m.review.order}</dt>
        <dd>{check.order_number}</dd>
        <dt>{m.review.name}</dt>
        <dd>{identity.name}</dd>
        <dt>{m.review.email}</dt>
        <dd>{identity.email}</dd>
      </dl>
      <p>{endsOn ? fill(m.review.periodOpen, { date: formatDate(endsOn, lang) }) : m.review.periodNotStarted}</p>
      <fieldset className="withdrawal-lines" aria-describedby={linesRefused ? 'withdrawal-lines-error' : undefined}>
        <legend>{m.review.lines}</legend>
        <p>{m.review.linesHint}</p>
        {check.lines.map((line) => (
          <label key={line.id} className="withdrawal-line">
            <input
              type="checkbox"
              checked={chosen.includes(line.id)}
              disabled={busy}
              onChange={(event) => toggle(line.id, event.target.checked)}
            />
            <span>
              {line.quantity} × {line.product_name}
              {line.size_ml ? ` (${line.size_ml} ml)` : ''}
            </span>
          </label>
        ))}
        {linesRefused && (
          <p className="field-error" id="withdrawal-lines-error">
            {m.fieldErrors.lines}
          </p>
        )}
      </fieldset>
      <div className="withdrawal-actions">
        <button className="btn" type="button" onClick={onConfirm} disabled={busy || chosen.length === 0}>
          {busy ? m.review.confirming : m.review.confirm}
        </button>
        <button className="btn btn--ghost" type="button" onClick={onBack} disabled={busy}>
          {m.review.back}
        </button>
      </div>
    </section>
  );
}
