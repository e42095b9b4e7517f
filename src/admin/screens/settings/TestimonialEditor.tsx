// One testimonial of the list: its language, the quote, who signed it and where it came from (never
// shown in the shop), with buttons to move it up or down the list and to remove it.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../domain/vocabulary/language.ts';
import { Icon } from '../../components/Icon.tsx';
import type { TestimonialField, TestimonialRow } from './testimonial-list.ts';

const LANGUAGE_TABS: Record<Language, string> = {
  fr: 'productForm.tabFr',
  en: 'productForm.tabEn',
  nl: 'productForm.tabNl',
};
const MAX_LENGTH: Record<TestimonialField, number> = { quote: 600, author: 120, source: 300 };
const HINTS: Partial<Record<TestimonialField, string>> = {
  author: 'testimonials.authorHint',
  source: 'testimonials.sourceHint',
};

interface EditorProps {
  row: TestimonialRow;
  number: number;
  last: boolean;
  missing: Set<string>;
  onChange: (row: TestimonialRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function TextField({
  row,
  field,
  missing,
  onChange,
}: Pick<EditorProps, 'row' | 'missing' | 'onChange'> & { field: TestimonialField }) {
  const { t } = useTranslation();
  const id = `testimonial-${row.key}-${field}`;
  const invalid = missing.has(`${row.key}.${field}`);
  const hint = HINTS[field];
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: row[field],
    maxLength: MAX_LENGTH[field],
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t(`testimonials.${field}`)}</label>
      {field === 'quote' ? (
        <textarea {...common} rows={3} onChange={(e) => onChange({ ...row, quote: e.target.value })} />
      ) : (
        <input {...common} onChange={(e) => onChange({ ...row, [field]: e.target.value })} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {t(hint)}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          {t('testimonials.required')}
        </p>
      )}
    </div>
  );
}

/** Up or down the list: an icon button named by what it does to which testimonial. */
function MoveButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: 'chevronUp' | 'chevronDown';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="icon-btn" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}

export function TestimonialEditor({ row, number, last, missing, onChange, onMove, onRemove }: EditorProps) {
  const { t } = useTranslation();
  const id = `testimonial-${row.key}-language`;
  return (
    <li>
      <fieldset className="panel fieldset testimonial">
        <legend className="section-title">{t('testimonials.item', { number })}</legend>
        <div className="testimonial__tools">
          <MoveButton
            label={t('testimonials.moveUp', { number })}
            icon="chevronUp"
            disabled={number === 1}
            onClick={() => onMove(-1)}
          />
          <MoveButton
            label={t('testimonials.moveDown', { number })}
            icon="chevronDown"
            disabled={last}
            onClick={() => onMove(1)}
          />
          <button
            type="button"
            className="icon-btn icon-btn--danger"
            aria-label={t('testimonials.remove', { number })}
            onClick={onRemove}
          >
            <Icon name="trash" />
          </button>
        </div>
        <div className="form">
          <div className="field">
            <label htmlFor={id}>{t('testimonials.language')}</label>
            <select
              id={id}
              value={row.language}
              onChange={(e) => onChange({ ...row, language: e.target.value as Language })}
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(LANGUAGE_TABS[lang])}
                </option>
              ))}
            </select>
          </div>
          <TextField row={row} field="quote" missing={missing} onChange={onChange} />
          <TextField row={row} field="author" missing={missing} onChange={onChange} />
          <TextField row={row} field="source" missing={missing} onChange={onChange} />
        </div>
      </fieldset>
    </li>
  );
}
