// Name, description and olfactive notes in FR (required), EN and NL, one tab per language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/types.ts';
import type { Texts } from '../../logic/product-form-data.ts';

const TABS: Language[] = ['fr', 'en', 'nl'];
const TAB_LABEL: Record<Language, string> = { fr: 'productForm.tabFr', en: 'productForm.tabEn', nl: 'productForm.tabNl' };

interface Props {
  texts: Texts;
  notesRequired: boolean;
  onChange: (language: Language, field: keyof Texts['fr'], value: string) => void;
}

export function TranslationTabs({ texts, notesRequired, onChange }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Language>('fr');
  const required = tab === 'fr';
  const focusTab = (language: Language) => {
    setTab(language);
    document.getElementById(`text-tab-${language}`)?.focus();
  };
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{t('productForm.textsLegend')}</legend>
      <p className="hint">{t('productForm.frRequired')}</p>
      <div className="tabs tabs--small" role="tablist" aria-label={t('productForm.languageTabs')}>
        {TABS.map((language, index) => (
          <button key={language} id={`text-tab-${language}`} type="button" role="tab" className="tabs__tab"
            aria-selected={tab === language} aria-controls="text-panel" tabIndex={tab === language ? 0 : -1}
            onClick={() => setTab(language)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') focusTab(TABS[(index + 1) % TABS.length] as Language);
              if (event.key === 'ArrowLeft') focusTab(TABS[(index + TABS.length - 1) % TABS.length] as Language);
            }}>
            {t(TAB_LABEL[language])}
            {language === 'fr' && <span aria-hidden="true"> *</span>}
          </button>
        ))}
      </div>
      <div id="text-panel" role="tabpanel" aria-labelledby={`text-tab-${tab}`} className="form" lang={tab}>
        <div className="field">
          <label htmlFor={`name-${tab}`}>{t('productForm.name')}{required && <span className="req" aria-hidden="true"> *</span>}</label>
          <input id={`name-${tab}`} value={texts[tab].name} required={required} maxLength={150}
            onChange={(e) => onChange(tab, 'name', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`description-${tab}`}>{t('productForm.description')}{required && <span className="req" aria-hidden="true"> *</span>}</label>
          <textarea id={`description-${tab}`} rows={5} value={texts[tab].description} required={required}
            onChange={(e) => onChange(tab, 'description', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`notes-${tab}`}>
            {t('productForm.olfactiveNotes')}
            {required && notesRequired && <span className="req" aria-hidden="true"> *</span>}
          </label>
          <textarea id={`notes-${tab}`} rows={3} value={texts[tab].olfactiveNotes} aria-describedby="notes-hint"
            required={required && notesRequired} onChange={(e) => onChange(tab, 'olfactiveNotes', e.target.value)} />
          <p id="notes-hint" className="hint">{t('productForm.olfactiveNotesHint')}</p>
        </div>
      </div>
    </fieldset>
  );
}
