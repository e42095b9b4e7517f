// The shop's address and its bank are typed once in the settings, usually in French ("1000 Bruxelles,
// Belgique", "ING Belgique"). Brussels and Belgium have an official name in each of the shop's
// languages, and the bank itself signs as ING Belgium / ING België: an English or Dutch page or e-mail
// shows those names, not the French ones. Only these whole names change; street names stay as typed.
import type { Language } from '../domain/vocabulary/language.ts';

const NAMES: readonly Record<Language, string>[] = [
  { fr: 'Bruxelles', en: 'Brussels', nl: 'Brussel' },
  { fr: 'Belgique', en: 'Belgium', nl: 'België' },
];

const ANY_NAME = new RegExp(`(^|[\\s,(])(${NAMES.flatMap((n) => Object.values(n)).join('|')})(?=$|[\\s,.)])`, 'gu');

/** The text with Brussels and Belgium named in this language. */
export function localizeBelgianPlaces(text: string, lang: Language): string {
  return text.replace(ANY_NAME, (_whole, before: string, name: string) => {
    const names = NAMES.find((n) => Object.values(n).includes(name));
    return `${before}${names ? names[lang] : name}`;
  });
}
