// One testimonial of the list: its language, the quote, who signed it and where it came from (never
// shown in the shop), with buttons to move it up or down the list and to remove it.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../domain/vocabulary/language.ts';
import { FormField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Options } from '../../components/Options.tsx';
import { TESTIMONIAL_FIELDS, type TestimonialField, type TestimonialRow } from './testimonial-list.ts';

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

function TestimonialField({
  row,
  field,
  missing,
  onChange,
}: Pick<EditorProps, 'row' | 'missing' | 'onChange'> & { field: TestimonialField }) {
  const { t } = useTranslation();
  const hint = HINTS[field];
  const change = (value: string) => onChange({ ...row, [field]: value });
  return (
    <FormField
      id={`testimonial-${row.key}-${field}`}
      label={t(`testimonials.${field}`)}
      hint={hint && t(hint)}
      error={missing.has(`${row.key}.${field}`) && t('testimonials.required')}
    >
      {(control) =>
        field === 'quote' ? (
          <textarea
            {...control}
            value={row.quote}
            maxLength={MAX_LENGTH.quote}
            rows={3}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input
            {...control}
            value={row[field]}
            maxLength={MAX_LENGTH[field]}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </FormField>
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
          <FormField id={id} label={t('testimonials.language')}>
            {(control) => (
              <select
                {...control}
                value={row.language}
                onChange={(e) => onChange({ ...row, language: e.target.value as Language })}
              >
                <Options values={LANGUAGES} labelOf={(lang) => t(LANGUAGE_TABS[lang])} />
              </select>
            )}
          </FormField>
          {TESTIMONIAL_FIELDS.map((field) => (
            <TestimonialField key={field} row={row} field={field} missing={missing} onChange={onChange} />
          ))}
        </div>
      </fieldset>
    </li>
  );
}
