// /dashboard/categories/add and /dashboard/categories/edit/{id}: loading, error banner, saving, redirect.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { createCategory, getCategory, updateCategory } from '../../api/categories.ts';
import { Link } from '../../components/Link.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { CATEGORY_NAME_MAX, categoryNameProblem, slugFor } from '../../logic/category-rules.ts';
import { navigate } from '../../router.ts';
import { parseRouteId } from '../../routes.ts';
import { useLoad } from '../useLoad.ts';

/** The i18n key of a refusal the admin can fix on the name field, or the server's own words for another one. */
function fieldMessage(error: ApiError): { key: string } | { text: string } | null {
  if (error.code === 'category_name_taken' || error.status === 409) return { key: 'categoryForm.nameTaken' };
  if (error.code === 'category_slug_taken') return { key: 'categoryForm.slugTaken' };
  const server = [...(error.fields?.name ?? []), ...(error.fields?.slug ?? [])].join(' ');
  return server ? { text: server } : null;
}

export function CategoryFormScreen({ mode, rawId }: { mode: 'add' | 'edit'; rawId?: string }) {
  const { t } = useTranslation();
  const id = mode === 'edit' ? parseRouteId(rawId) : null;
  const category = useLoad(async () => (id === null ? null : getCategory(id)), [id]);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (category.data) setName(category.data.name);
  }, [category.data]);

  if (mode === 'edit' && id === null) return <ErrorBanner message={t('categoryForm.invalidId')} />;
  if (mode === 'edit' && category.loading) return <Loading />;
  if (mode === 'edit' && (category.error || !category.data)) {
    return <ErrorBanner message={t('categoryForm.loadError')} onRetry={() => void category.reload()} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = categoryNameProblem(name);
    setFieldError(problem ? t(problem) : null);
    if (problem) return;
    setBanner(null);
    setSaving(true);
    try {
      if (mode === 'add') {
        // no slug: the server derives it from the name with the shop's rule, free of any collision
        await createCategory(name.trim());
        showToast('success', t('categories.added'));
      } else {
        // an existing category keeps its slug, so links to it stay valid after a rename (one that
        // predates the URL-safe rule is left to the server to derive again)
        const slug = category.data?.slug;
        await updateCategory(id as number, name.trim(), slug && slugFor(slug) === slug ? slug : undefined);
        showToast('success', t('categories.edited'));
      }
      navigate('/dashboard/categories');
    } catch (caught) {
      setSaving(false);
      const message = caught instanceof ApiError ? fieldMessage(caught) : null;
      if (message) {
        setFieldError('key' in message ? t(message.key) : message.text);
        return;
      }
      setBanner(t(caught instanceof ApiError && caught.kind === 'timeout' ? 'common.timeout' : mode === 'add' ? 'categoryForm.addError' : 'categoryForm.updateError'));
    }
  };

  return (
    <div className="stack narrow">
      <div className="toolbar">
        <Link href="/dashboard/categories" className="btn btn--link">← {t('common.back')}</Link>
      </div>
      {banner && <ErrorBanner message={banner} />}
      <form className="panel form" onSubmit={submit} noValidate>
        <h2 className="section-title">{t(mode === 'add' ? 'categoryForm.addTitle' : 'categoryForm.editTitle')}</h2>
        <div className="field">
          <label htmlFor="category-name">{t('categoryForm.name')}<span className="req"> *</span></label>
          <input id="category-name" value={name} required minLength={2} maxLength={CATEGORY_NAME_MAX} disabled={saving}
            placeholder={t('categoryForm.namePlaceholder')} aria-invalid={fieldError ? true : undefined}
            aria-describedby="category-name-hint category-name-error" onChange={(e) => setName(e.target.value)} />
          <p id="category-name-hint" className="hint">
            {t('categoryForm.nameHint')}
            {name.trim() && <> · {t('categoryForm.slugPreview', { slug: category.data?.slug ?? slugFor(name) })}</>}
          </p>
          <p id="category-name-error" className="field__error" role={fieldError ? 'alert' : undefined}>{fieldError}</p>
        </div>
        <div className="form-footer">
          <Link href="/dashboard/categories" className="btn btn--ghost">{t('common.cancel')}</Link>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('categoryForm.saving') : t(mode === 'add' ? 'categoryForm.submitAdd' : 'categoryForm.submitEdit')}
          </button>
        </div>
      </form>
    </div>
  );
}
