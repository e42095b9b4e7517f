// A password field with the show/hide toggle of the sign-in screens (the toggle may drive several fields).
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  visible: boolean;
  /** Without it the field has no toggle of its own (another field's toggle shows it). */
  onToggle?: () => void;
  toggleLabels?: { show: string; hide: string };
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  visible,
  onToggle,
  toggleLabels,
  describedBy,
  invalid,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const labels = toggleLabels ?? { show: 'auth.showPassword', hide: 'auth.hidePassword' };
  return (
    <div className="password">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {onToggle && (
        <button
          type="button"
          className="password__toggle"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t(visible ? labels.hide : labels.show)}
          onClick={onToggle}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      )}
    </div>
  );
}
