// One settings field: its label, the input its kind wants (a switch, a text area, an amount in euros,
// a whole number, an e-mail, a URL, a maintenance message), its hint, and what is wrong with it.
import { useTranslation } from 'react-i18next';
import { keepDigits, keepPriceChars } from '../../logic/numeric-input.ts';
import type { DurationInput, SettingField } from './settings-fields.ts';
import type { SettingsForm } from './useSettingsForm.ts';

/** The number kinds: the keyboard each wants and what it keeps of what is typed. */
const NUMBER_KINDS = {
  money: { inputMode: 'decimal', keep: keepPriceChars },
  int: { inputMode: 'numeric', keep: keepDigits },
} as const;

/** What each field's input is given. */
interface InputProps {
  field: SettingField;
  id: string;
  form: SettingsForm;
  describedBy: string | undefined;
}

function Input({ field, id, form, describedBy }: InputProps) {
  const { t } = useTranslation();
  const value = form.values[field.key];
  const set = (next: string | boolean) => form.setValue(field.key, next);
  if (field.kind === 'duration') return <DurationInputs id={id} form={form} field={field} describedBy={describedBy} />;
  const common = { id, 'aria-invalid': form.errorText(field.key) ? true : undefined, 'aria-describedby': describedBy };
  switch (field.kind) {
    case 'bool':
      return (
        <input
          {...common}
          type="checkbox"
          className="switch"
          checked={Boolean(value)}
          onChange={(e) => set(e.target.checked)}
        />
      );
    case 'textarea':
      return <textarea {...common} rows={3} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />;
    case 'money':
    case 'int': {
      const { inputMode, keep } = NUMBER_KINDS[field.kind];
      return (
        <input
          {...common}
          inputMode={inputMode}
          value={String(value ?? '')}
          onChange={(e) => set(keep(e.target.value))}
        />
      );
    }
    default:
      return (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          value={String(value ?? '')}
          placeholder={field.kind === 'message' ? t('settings.maintenancePlaceholder') : undefined}
          onChange={(e) => set(e.target.value)}
        />
      );
  }
}

/** Days and hours side by side (the label names the first; each box says its unit). */
function DurationInputs({ field, id, form, describedBy }: InputProps) {
  const { t } = useTranslation();
  const value = (form.values[field.key] as DurationInput | undefined) ?? { days: '', hours: '' };
  const invalid = form.errorText(field.key) ? true : undefined;
  const part = (unit: 'days' | 'hours') => (
    <span className="duration__part">
      <input
        id={unit === 'days' ? id : `${id}-hours`}
        inputMode={unit === 'days' ? 'numeric' : 'decimal'}
        aria-label={`${t(field.label)} (${t(`settings.${unit}`)})`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        size={4}
        value={value[unit]}
        onChange={(e) =>
          form.setValue(field.key, {
            ...value,
            [unit]: unit === 'days' ? keepDigits(e.target.value) : keepPriceChars(e.target.value),
          })
        }
      />
      <span aria-hidden="true">{t(`settings.${unit}`)}</span>
    </span>
  );
  return (
    <span className="duration">
      {part('days')}
      {part('hours')}
    </span>
  );
}

export function SettingInput({ field, form }: { field: SettingField; form: SettingsForm }) {
  const { t } = useTranslation();
  const id = `setting-${field.key}`;
  const error = form.errorText(field.key);
  const describedBy =
    [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const input = <Input field={field} id={id} form={form} describedBy={describedBy} />;
  return (
    <div className={`field ${field.kind === 'bool' ? 'field--check' : ''}`}>
      {field.kind === 'bool' && input}
      <label htmlFor={id}>{t(field.label)}</label>
      {field.kind !== 'bool' && input}
      {field.hint && (
        <p id={`${id}-hint`} className="hint">
          {t(field.hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
