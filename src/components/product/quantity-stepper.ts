// The behaviour of a server-rendered quantity stepper (QuantityStepper.astro): - and + within 1..max
// (max: the stock the shop last said), a typed value above max brought down to it with a word, other
// typed values kept only when whole and at least 1, the buttons disabled at the ends.
import { replayEarlyInteractions } from '../layout/early-interactions.ts';

export interface StepperControl {
  value: () => number;
  setMax: (max: number) => void;
}

export function wireStepper(root: HTMLElement): StepperControl | null {
  const input = root.querySelector<HTMLInputElement>('input');
  const [minus, plus] = root.querySelectorAll<HTMLButtonElement>('[data-step]');
  const note = root.querySelector<HTMLElement>('[data-limit-note]');
  if (!input || !minus || !plus) return null;
  let value = 1;
  let max = Number(input.max) || 99;
  const say = (text: string) => {
    if (note && note.textContent !== text) note.textContent = text;
  };
  const render = () => {
    input.value = String(value);
    input.max = String(max);
    minus.disabled = value <= 1;
    plus.disabled = value >= max;
  };
  const set = (next: number) => {
    if (Number.isFinite(next) && next >= 1) {
      const limited = next > max;
      value = Math.min(Math.floor(next), max);
      say(limited ? (note?.dataset.limitNote ?? '').replaceAll('{{count}}', String(max)) : '');
    }
    render();
  };
  minus.addEventListener('click', () => set(value - 1));
  plus.addEventListener('click', () => set(value + 1));
  input.addEventListener('input', () => {
    // an empty or half-typed field stays as typed until it makes a valid quantity
    const typed = Number(input.value);
    if (input.value !== '' && Number.isFinite(typed) && typed >= 1) value = Math.min(Math.floor(typed), max);
    minus.disabled = value <= 1;
    plus.disabled = value >= max;
  });
  input.addEventListener('change', () => set(Number(input.value)));
  // typed before this script ran
  set(Number(input.value));
  replayEarlyInteractions(minus);
  replayEarlyInteractions(plus);
  return {
    value: () => Math.min(value, max),
    setMax: (next) => {
      max = Math.max(1, next);
      value = Math.min(value, max);
      render();
    },
  };
}
