// /dashboard/categories/add and /dashboard/categories/edit/{id}: loading, error banner, saving, redirect.
// While saving, the button says so (spinner, 'Enregistrement...') and the name stays as sent; a refusal
// the admin can fix shows under the name, any other failure beside the button.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from '../../api/client.ts';
import { createCategory, getCategory, updateCategory } from '../../api/categories.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Link } from '../../components/Link.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { CATEGORY_NAME_MAX, categoryNameProblem, slugFor } from '../../logic/category-rules.ts';
import { navigate } from '../../router.ts';
import { parseRouteId } from '../../routes.ts';
import { useLoad } from '../useLoad.ts';

/** The slug a rename sends: the category's own while it is URL-safe, else none (the server derives one). */
const keptSlug = (slug: string | undefined) => (slug && slugFor(slug) === slug ? slug : undefined);

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
  const save = usePendingAction<'save'>();
  const saving = save.isPending('save');

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
    const sent = name.trim();
    const outcome = await save.run(
      'save',
      // no slug on add: the server derives it from the name with the shop's rule, free of any collision;
      // on rename the category keeps its slug, so links to it stay valid (one that predates the URL-safe
      // rule is left to the server to derive again)
      () => (mode === 'add' ? createCategory(sent) : updateCategory(id as number, sent, keptSlug(category.data?.slug))),
      // beside the button: the admin's words, unless the name field says it all in them
      (caught) => {
        const field = caught instanceof ApiError ? fieldMessage(caught) : null;
        return field && 'key' in field ? '' : t(errorKey(caught, mode === 'add' ? 'categoryForm.addError' : 'categoryForm.updateError'));
      },
    );
    if (outcome.status === 'done') {
      showToast('success', t(mode === 'add' ? 'categories.added' : 'categories.edited'));
      navigate('/dashboard/categories');
    } else if (outcome.status === 'failed') {
      const message = outcome.error instanceof ApiError ? fieldMessage(outcome.error) : null;
      if (message) setFieldError('key' in message ? t(message.key) : message.text);
    }
  };

  return (
    <div className="stack narrow">
      <div className="toolbar">
        <Link href="/dashboard/categories" className="btn btn--link">← {t('common.back')}</Link>
      </div>
      <form className="panel form" onSubmit={submit} noValidate>
        <h2 className="section-title">{t(mode === 'add' ? 'categoryForm.addTitle' : 'categoryForm.editTitle')}</h2>
        <div className="field">
          <label htmlFor="category-name">{t('categoryForm.name')}<span className="req"> *</span></label>
          <input id="category-name" value={name} required minLength={2} maxLength={CATEGORY_NAME_MAX} readOnly={saving} aria-busy={saving || undefined}
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
          <BusyButton type="submit" className="btn btn--primary" busy={saving} busyLabel={t('categoryForm.saving')}>
            {t(mode === 'add' ? 'categoryForm.submitAdd' : 'categoryForm.submitEdit')}
          </BusyButton>
        </div>
        <InlineError message={save.errorOf('save')} />
      </form>
    </div>
  );
}
