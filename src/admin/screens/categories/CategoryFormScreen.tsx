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
        await createCategory(name.trim(), slugFor(name));
        showToast('success', t('categories.added'));
      } else {
        // an existing category keeps its slug, so links to it stay valid after a rename
        await updateCategory(id as number, name.trim(), category.data?.slug ?? slugFor(name));
        showToast('success', t('categories.edited'));
      }
      navigate('/dashboard/categories');
    } catch (caught) {
      setSaving(false);
      // the server keeps names unique: its message says why (shown on the field)
      if (caught instanceof ApiError && (caught.fields?.name?.length || caught.fields?.slug?.length)) {
        setFieldError([...(caught.fields.name ?? []), ...(caught.fields.slug ?? [])].join(' '));
        return;
      }
      if (caught instanceof ApiError && caught.status === 409) {
        setFieldError(caught.serverMessage ?? t('categoryForm.nameTaken'));
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
