// Name, description and olfactive notes in FR (required), EN and NL, one tab per language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../domain/vocabulary/language.ts';
import { FormField } from '../../components/FormField.tsx';
import { Required } from '../../components/RequiredMark.tsx';
import { TabList } from '../../components/TabList.tsx';
import type { ProductTexts, Texts } from '../../logic/product-form-data.ts';

const TAB_LABEL: Record<Language, string> = {
  fr: 'productForm.tabFr',
  en: 'productForm.tabEn',
  nl: 'productForm.tabNl',
};

interface Props {
  texts: Texts;
  notesRequired: boolean;
  onChange: (language: Language, field: keyof ProductTexts, value: string) => void;
}

export function TranslationTabs({ texts, notesRequired, onChange }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Language>(DEFAULT_LANGUAGE);
  // the French texts are the product's own: required, the others optional
  const required = tab === DEFAULT_LANGUAGE;
  const text = texts[tab];
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{t('productForm.textsLegend')}</legend>
      <p className="hint">{t('productForm.frRequired')}</p>
      <TabList
        className="tabs tabs--small"
        label={t('productForm.languageTabs')}
        idPrefix="text-tab"
        panelId={() => 'text-panel'}
        selected={tab}
        onSelect={setTab}
        tabs={LANGUAGES.map((language) => ({
          id: language,
          label: (
            <>
              {t(TAB_LABEL[language])}
              {language === DEFAULT_LANGUAGE && <span aria-hidden="true"> *</span>}
            </>
          ),
        }))}
      />
      <div id="text-panel" role="tabpanel" aria-labelledby={`text-tab-${tab}`} className="form" lang={tab}>
        <FormField id={`name-${tab}`} label={<Required label={t('productForm.name')} when={required} />}>
          {(control) => (
            <input
              {...control}
              value={text.name}
              required={required}
              maxLength={150}
              onChange={(e) => onChange(tab, 'name', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`description-${tab}`} label={<Required label={t('productForm.description')} when={required} />}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={text.description}
              required={required}
              onChange={(e) => onChange(tab, 'description', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`notes-${tab}`}
          label={<Required label={t('productForm.olfactiveNotes')} when={required && notesRequired} />}
          hint={t('productForm.olfactiveNotesHint')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={text.olfactiveNotes}
              required={required && notesRequired}
              onChange={(e) => onChange(tab, 'olfactiveNotes', e.target.value)}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
