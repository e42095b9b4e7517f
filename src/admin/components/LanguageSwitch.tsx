import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../domain/vocabulary/language.ts';
import { rememberLanguage } from '../i18n/admin-i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="lang-switch" role="group" aria-label={t('layout.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="lang-switch__button"
          aria-pressed={i18n.language === language}
          onClick={() => rememberLanguage(i18n, language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
