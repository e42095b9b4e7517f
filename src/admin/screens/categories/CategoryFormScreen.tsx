// /dashboard/categories/add and /dashboard/categories/edit/{id}: loading, error banner, saving, redirect.
// While saving, the button says so (spinner, 'Enregistrement...') and the name stays as sent; a refusal
// the admin can fix shows under the name, any other failure beside the button.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_LENGTH } from '../../../contract/admin/categories.ts';
import { categorySlug } from '../../../domain/catalog/slug.ts';
import { getCategory } from '../../api/categories.ts';
import type { Category } from '../../api/types.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { Link } from '../../components/Link.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { parseRouteId } from '../../routes.ts';
import { useLoad } from '../useLoad.ts';
import { CategoryTranslationFields, type TranslatedNames } from './CategoryTranslationFields.tsx';
import { useCategorySave } from './useCategorySave.ts';

/** The form, with the category's name to start from (null: a new category). */
function CategoryForm({ category }: { category: Category | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [translations, setTranslations] = useState<TranslatedNames>({
    en: category?.name_en ?? '',
    nl: category?.name_nl ?? '',
  });
  const { submit, fieldError, translationErrors, saving, error } = useCategorySave(category);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(name, translations);
  };
  return (
    <form className="panel form" onSubmit={onSubmit} noValidate>
      <h2 className="section-title">{t(category ? 'categoryForm.editTitle' : 'categoryForm.addTitle')}</h2>
      <div className="field">
        <label htmlFor="category-name">
          {t('categoryForm.name')}
          <span className="req"> *</span>
        </label>
        <input
          id="category-name"
          value={name}
          required
          minLength={CATEGORY_NAME_LENGTH.min}
          maxLength={CATEGORY_NAME_LENGTH.max}
          readOnly={saving}
          aria-busy={saving || undefined}
          placeholder={t('categoryForm.namePlaceholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby="category-name-hint category-name-error"
          onChange={(e) => setName(e.target.value)}
        />
        <p id="category-name-hint" className="hint">
          {t('categoryForm.nameHint')} {t('categoryNames.frenchHint')}
          {name.trim() && <> · {t('categoryForm.slugPreview', { slug: category?.slug ?? categorySlug(name) })}</>}
        </p>
        <p id="category-name-error" className="field__error" role={fieldError ? 'alert' : undefined}>
          {fieldError}
        </p>
      </div>
      <CategoryTranslationFields
        names={translations}
        errors={translationErrors}
        saving={saving}
        onChange={setTranslations}
      />
      <FormFooter
        cancelHref="/dashboard/categories"
        saving={saving}
        busyLabel={t('categoryForm.saving')}
        submitLabel={t(category ? 'categoryForm.submitEdit' : 'categoryForm.submitAdd')}
        error={error}
      />
    </form>
  );
}

export function CategoryFormScreen({ mode, rawId }: { mode: 'add' | 'edit'; rawId?: string }) {
  const { t } = useTranslation();
  const id = mode === 'edit' ? parseRouteId(rawId) : null;
  const category = useLoad(useCallback(async () => (id === null ? null : getCategory(id)), [id]));

  if (mode === 'edit' && id === null) return <ErrorBanner message={t('categoryForm.invalidId')} />;
  if (mode === 'edit' && category.loading) return <Loading />;
  if (mode === 'edit' && (category.error || !category.data)) {
    return <ErrorBanner message={t('categoryForm.loadError')} onRetry={() => void category.reload()} />;
  }
  return (
    <div className="stack narrow">
      <div className="toolbar">
        <Link href="/dashboard/categories" className="btn btn--link">
          ← {t('common.back')}
        </Link>
      </div>
      <CategoryForm key={category.data?.id ?? 'new'} category={mode === 'edit' ? (category.data ?? null) : null} />
    </div>
  );
}
