// The view context of a build-time page: language, translator and the public storage URL of images.
import type { Language } from '../../domain/vocabulary/language.ts';
import type { Namespace } from '../../i18n/messages/index.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getEnv } from '../../server/config/env.ts';
import type { ViewContext } from './product-view.ts';

export function viewContext(lang: Language, namespaces: Namespace[] = ['shop', 'common']): ViewContext {
  return { lang, t: getTranslator(lang, namespaces), storageBaseUrl: getEnv().storagePublicUrl };
}
