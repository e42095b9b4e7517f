// Saving the category form: the name checked here first (2 to 50 characters), then sent; a refusal the
// admin can fix shows under the name, in the admin's words for the server's code (a name or an address
// taken) or in the server's own words for the field; any other failure beside the button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categorySlug } from '../../../domain/catalog/slug.ts';
import { ApiError } from '../../api/api-error.ts';
import { createCategory, updateCategory } from '../../api/categories.ts';
import { codeKey, errorKey } from '../../api/failure-text.ts';
import type { Category } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { categoryNameProblem } from '../../logic/category-rules.ts';
import { navigate } from '../../router.ts';

/** The slug a rename sends: the category's own while it is URL-safe, else none (the server derives one). */
const keptSlug = (slug: string) => (categorySlug(slug) === slug ? slug : undefined);

/** What the name field says about a refusal: the admin's words for its code, or the server's for the field. */
function nameFieldWords(caught: unknown): { key: string } | { text: string } | null {
  const key = codeKey(caught);
  if (key) return { key };
  if (!(caught instanceof ApiError)) return null;
  const server = [...(caught.fields?.name ?? []), ...(caught.fields?.slug ?? [])].join(' ');
  return server ? { text: server } : null;
}

export function useCategorySave(category: Category | null) {
  const { t } = useTranslation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [translationErrors, setTranslationErrors] = useState<{ name_en?: string; name_nl?: string }>({});
  const save = usePendingAction<'save'>();

  const submit = async (name: string, translations: { en: string; nl: string } = { en: '', nl: '' }) => {
    const problem = categoryNameProblem(name);
    setFieldError(problem ? t(problem) : null);
    if (problem) return;
    // empty English or Dutch names go as null: the storefront shows the French name there
    const sent = {
      name: name.trim(),
      name_en: translations.en.trim() || null,
      name_nl: translations.nl.trim() || null,
    };
    const outcome = await save.run(
      'save',
      // no slug on add: the server derives it from the name with the shop's rule, free of any collision;
      // on rename the category keeps its slug, so links to it stay valid (one that predates the URL-safe
      // rule is left to the server to derive again)
      () => (category ? updateCategory(category.id, sent, keptSlug(category.slug)) : createCategory(sent)),
      // beside the button: the admin's words, unless the name field says it all in them
      (caught) => {
        const field = nameFieldWords(caught);
        return field && 'key' in field
          ? ''
          : t(errorKey(caught, category ? 'categoryForm.updateError' : 'categoryForm.addError'));
      },
    );
    if (outcome.status === 'done') {
      showToast('success', t(category ? 'categories.edited' : 'categories.added'));
      navigate('/dashboard/categories');
    } else if (outcome.status === 'failed') {
      const words = nameFieldWords(outcome.error);
      if (words) setFieldError('key' in words ? t(words.key) : words.text);
      const fields = outcome.error instanceof ApiError ? (outcome.error.fields ?? {}) : {};
      setTranslationErrors({ name_en: fields.name_en?.join(' '), name_nl: fields.name_nl?.join(' ') });
    }
  };

  return { submit, fieldError, translationErrors, saving: save.isPending('save'), error: save.errorOf('save') };
}
