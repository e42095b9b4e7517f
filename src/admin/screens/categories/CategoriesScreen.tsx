// /dashboard/categories: search, bulk delete, product count, creation date, view in shop, pages.
// A confirmed delete dims its rows at once; each goes once the server has deleted it, or comes back
// with the server's reason (e.g. it still has products) beside its delete button.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory, listCategories, listCategoriesWithCounts } from '../../api/categories.ts';
import { failureText } from '../../api/failure-text.ts';
import type { Category } from '../../api/types.ts';
import { BusyButton, DeleteButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Link } from '../../components/Link.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatLongDate } from '../../logic/format.ts';
import { useLoad } from '../useLoad.ts';

const PER_PAGE = 10;

/** With counts; if that fails, the plain list with counts 0 and the spec's message. */
async function loadCategories(): Promise<{ list: Category[]; degraded: boolean }> {
  try {
    return { list: await listCategoriesWithCounts(), degraded: false };
  } catch (error) {
    const plain = await listCategories().catch(() => {
      throw error;
    });
    return { list: plain.map((c) => ({ ...c, products_count: 0 })), degraded: true };
  }
}

export function CategoriesScreen() {
  const { t, i18n } = useTranslation();
  const categories = useLoad(loadCategories);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<Category[] | null>(null);
  const deletes = usePendingAction<number>();

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (categories.data?.list ?? []).filter((c) => !q || c.name.toLowerCase().includes(q) || c.slug.includes(q));
  }, [categories.data, query]);
  const pages = Math.max(1, Math.ceil(filtered.length / PER_PAGE));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const allSelected = visible.length > 0 && visible.every((c) => selected.has(c.id));

  const toggle = (id: number) =>
    setSelected((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const runDelete = async () => {
    if (!confirm) return;
    const chosen = confirm;
    // the dialog closes at once: the rows themselves show the delete under way
    setConfirm(null);
    // each failed row says so itself, with the server's reason after the admin's words (e.g. it still has products)
    const outcomes = await Promise.all(chosen.map((c) => deletes.run(c.id, () => deleteCategory(c.id), (error) => failureText(error, 'categories.deleteOneError', t))));
    const done = chosen.filter((_, i) => outcomes[i]?.status === 'done').map((c) => c.id);
    if (done.length === 1) showToast('success', t('categories.deleted'));
    else if (done.length > 1) showToast('success', t('categories.deletedMany', { count: done.length }));
    setSelected((set) => new Set([...set].filter((id) => !done.includes(id))));
    categories.setData((data) => ({ degraded: data?.degraded ?? false, list: (data?.list ?? []).filter((c) => !done.includes(c.id)) }));
  };

  if (categories.loading && !categories.data) return <Loading />;
  if (categories.error && !categories.data) return <ErrorBanner message={t('categories.loadError')} onRetry={() => void categories.reload()} />;

  return (
    <div className="stack">
      {categories.data?.degraded && <ErrorBanner message={t('categories.loadError')} onRetry={() => void categories.reload()} />}
      <div className="toolbar">
        <div className="search">
          <label htmlFor="category-search" className="visually-hidden">{t('categories.searchLabel')}</label>
          <input id="category-search" type="search" placeholder={t('categories.searchPlaceholder')} value={query}
            onChange={(e) => { setQuery(e.target.value); setPage(1); }} />
        </div>
        <div className="toolbar__actions">
          {selected.size > 0 && (
            <BusyButton className="btn btn--danger-ghost" busy={[...selected].some((id) => deletes.isPending(id))} busyLabel={t('common.deleting')}
              onClick={() => setConfirm((categories.data?.list ?? []).filter((c) => selected.has(c.id)))}>
              <Icon name="trash" /> {t('common.deleteSelected')} ({selected.size})
            </BusyButton>
          )}
          <Link href="/dashboard/categories/add" className="btn btn--primary"><Icon name="plus" /> {t('categories.add')}</Link>
        </div>
      </div>
      <div className="table-wrap panel panel--flush">
        <table className="table">
          <thead>
            <tr>
              <th scope="col" className="table__check">
                <input type="checkbox" aria-label={t('common.selectAll')} checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(visible.map((c) => c.id)))} />
              </th>
              <th scope="col">{t('categories.colName')}</th>
              <th scope="col" className="num">{t('categories.colCount')}</th>
              <th scope="col">{t('categories.colCreated')}</th>
              <th scope="col" className="num">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((category) => (
              <tr key={category.id} className={deletes.isPending(category.id) ? 'is-deleting' : selected.has(category.id) ? 'is-selected' : undefined}
                aria-busy={deletes.isPending(category.id) || undefined}>
                <td className="table__check">
                  <input type="checkbox" aria-label={t('common.selectRow', { name: category.name })}
                    checked={selected.has(category.id)} onChange={() => toggle(category.id)} />
                </td>
                <td><span className="strong">{category.name}</span><br /><span className="muted small">{category.slug}</span></td>
                <td className="num">{category.products_count ?? 0}</td>
                <td>{formatLongDate(category.created_at, i18n.language)}</td>
                <td className="num">
                  <div className="row-actions">
                    <Link href={`/dashboard/categories/edit/${category.id}`} className="icon-btn" aria-label={t('categories.editLabel', { name: category.name })}>
                      <Icon name="edit" />
                    </Link>
                    <DeleteButton busy={deletes.isPending(category.id)} label={t('categories.deleteLabel', { name: category.name })}
                      onClick={() => setConfirm([category])} />
                    <a href={`/shop?category=${category.id}`} className="icon-btn" target="_blank" rel="noopener"
                      aria-label={t('categories.viewInShop', { name: category.name })}>
                      <Icon name="external" />
                    </a>
                  </div>
                  <InlineError message={deletes.errorOf(category.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {visible.length === 0 && <Empty text={t(query ? 'categories.noMatch' : 'categories.empty')} />}
      </div>
      <Pagination page={current} perPage={PER_PAGE} total={filtered.length} onPage={setPage} />
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm && confirm.length > 1 ? 'categories.confirmDeleteManyTitle' : 'categories.confirmDeleteTitle')}
        message={confirm && confirm.length === 1
          ? t('categories.confirmDeleteOne', { name: confirm[0]?.name ?? '' })
          : t('categories.confirmDeleteMany', { count: confirm?.length ?? 0 })}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void runDelete()}
      />
    </div>
  );
}
