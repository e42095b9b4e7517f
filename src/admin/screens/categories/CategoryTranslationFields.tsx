// The category's English and Dutch names: optional, the French name shows where
// one is left empty. Each says what is wrong with it under the field, as the French name does.
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_LENGTH } from '../../../contract/admin/categories.ts';

export interface TranslatedNames {
  en: string;
  nl: string;
}

const FIELDS = [
  { language: 'en', label: 'categoryNames.nameEn', error: 'name_en' },
  { language: 'nl', label: 'categoryNames.nameNl', error: 'name_nl' },
] as const;

export function CategoryTranslationFields({
  names,
  errors,
  saving,
  onChange,
}: {
  names: TranslatedNames;
  errors: { name_en?: string; name_nl?: string };
  saving: boolean;
  onChange: (names: TranslatedNames) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS.map(({ language, label, error }) => {
        const id = `category-name-${language}`;
        const message = errors[error];
        return (
          <div className="field" key={language}>
            <label htmlFor={id}>{t(label)}</label>
            <input
              id={id}
              lang={language}
              value={names[language]}
              maxLength={CATEGORY_NAME_LENGTH.max}
              readOnly={saving}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              onChange={(e) => onChange({ ...names, [language]: e.target.value })}
            />
            <p id={`${id}-hint`} className="hint">
              {t('categoryNames.optionalHint')}
            </p>
            <p id={`${id}-error`} className="field__error">
              {message}
            </p>
          </div>
        );
      })}
    </>
  );
}
