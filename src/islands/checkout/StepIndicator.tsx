// The two steps as an ordered list; the current one carries aria-current="step".
import type { CheckoutMessages } from './messages.ts';

export function StepIndicator({ m, current }: { m: CheckoutMessages; current: 1 | 2 }) {
  const steps = [m.steps.shipping, m.steps.payment];
  return (
    <ol className="steps" aria-label={m.steps.label}>
      {steps.map((name, index) => {
        const number = index + 1;
        const state = number === current ? 'current' : number < current ? 'done' : 'todo';
        return (
          <li
            key={name}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {number < current ? '✓' : number}
            </span>
            <span className="steps__name">{name}</span>
            {state !== 'todo' && (
              <span className="visually-hidden"> ({state === 'current' ? m.steps.current : m.steps.done})</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
