// A "Copy" button beside a value the shopper must type into their bank (the IBAN, the structured
// communication). Its name says what it copies; the confirmation shows beside it and sits in a live
// region that exists before it is filled, so a screen reader announces it. A plain <button>: Enter
// and Space work. Where the browser refuses the clipboard, it says to select the text instead.
import { useEffect, useState } from 'react';

interface Props {
  /** What goes on the clipboard. */
  value: string;
  /** The button's accessible name, e.g. "Copy the IBAN" (starts with its visible text). */
  label: string;
  text: { copy: string; copied: string; copyFailed: string };
}

type Outcome = 'copied' | 'failed' | null;

export function CopyButton({ value, label, text }: Props) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // the confirmation fades after a while, so a second copy is announced again
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="copy-button">
      <button type="button" className="link-button copy-button__button" aria-label={label} onClick={() => void copy()}>
        {text.copy}
      </button>
      <span className="copy-button__status" role="status">
        {outcome === 'copied' ? text.copied : outcome === 'failed' ? text.copyFailed : ''}
      </span>
    </span>
  );
}
