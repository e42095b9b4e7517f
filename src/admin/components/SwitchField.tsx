// An on/off setting drawn as a switch, its label beside it; `describedBy` points at a hint shown elsewhere.
import type { ReactNode } from 'react';

export function SwitchField(props: {
  id: string;
  label: ReactNode;
  checked: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--check">
      <input
        id={props.id}
        type="checkbox"
        className="switch"
        checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}
