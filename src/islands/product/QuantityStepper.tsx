// A quantity field with - and + buttons; never below 1 (spec section 4).
interface Props {
  id: string;
  value: number;
  max?: number;
  onChange: (value: number) => void;
  labels: { label: string; decrease: string; increase: string };
  /** Hide the visible label (a table header names the column). */
  hideLabel?: boolean;
}

export function QuantityStepper({ id, value, max = 99, onChange, labels, hideLabel = false }: Props) {
  const set = (next: number) => {
    if (Number.isFinite(next) && next >= 1 && next <= max) onChange(Math.floor(next));
  };
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
          onChange={(e) => set(Number(e.target.value))}
        />
        <button type="button" aria-label={labels.increase} onClick={() => set(value + 1)} disabled={value >= max}>
          +
        </button>
      </div>
    </div>
  );
}
