// The words of a document in its language: the back-office's texts and money as the document prints
// it (a real minus sign for amounts taken off or given back).
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatMoney } from '../../i18n/locale.ts';
import { getTranslator, type Translator } from '../../i18n/translate.ts';

export interface Words {
  t: Translator;
  language: Language;
  /** Money with a real minus sign for amounts taken off or given back. */
  money: (cents: number) => string;
}

const NNBSP = '\u202f';

export function invoiceWords(language: Language): Words {
  return {
    t: getTranslator(language, ['backoffice']),
    language,
    money: (cents) => (cents < 0 ? `−${NNBSP}${formatMoney(-cents, language)}` : formatMoney(cents, language)),
  };
}
