// A quantity field with - and + buttons; never below 1 (spec section 4) nor above `max` (the stock the
// shop last said): + stops there, and a typed quantity above it is brought down to it with a word.
import { useState } from 'react';

interface Props {
  id: string;
  value: number;
  max?: number;
  onChange: (value: number) => void;
  labels: { label: string; decrease: string; increase: string };
  /** Said when a typed quantity was brought down to `max`, with {{count}}. */
  limitNote?: string;
  /** Hide the visible label (a table header names the column). */
  hideLabel?: boolean;
}

export function QuantityStepper({ id, value, max = 99, onChange, labels, limitNote, hideLabel = false }: Props) {
  const [clamped, setClamped] = useState(false);
  const set = (next: number) => {
    if (!Number.isFinite(next) || next < 1) return;
    setClamped(next > max);
    onChange(Math.min(Math.floor(next), max));
  };
  const noteId = `${id}-limit`;
  const showNote = clamped && limitNote !== undefined && value >= max;
  return (
    <div className="stepper">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'label'}>
        {labels.label}
      </label>
      <div className="stepper__controls">
        <button type="button" aria-label={labels.decrease} onClick={() => set(value - 1)} disabled={value <= 1}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={showNote ? noteId : undefined}
          onChange={(e) => set(Number(e.target.value))}
        />
        <button type="button" aria-label={labels.increase} onClick={() => set(value + 1)} disabled={value >= max}>
          +
        </button>
      </div>
      <p id={noteId} className="stepper__note" role="status">
        {showNote ? limitNote.replaceAll('{{count}}', String(max)) : ''}
      </p>
    </div>
  );
}
