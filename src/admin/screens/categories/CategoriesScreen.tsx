// /dashboard/categories: search, bulk delete, product count, creation date, view in shop, pages.
// A confirmed delete dims its rows at once; each goes once the server has deleted it, or comes back
// with the reason (e.g. it still has products) beside its delete button.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory, listCategories, listCategoriesWithCounts } from '../../api/categories.ts';
import { failureText } from '../../api/failure-text.ts';
import type { Category } from '../../api/types.ts';
import { ConfirmDeleteRows } from '../../components/ListSelection.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { toastDeleted, useListSelection } from '../../components/useListSelection.ts';
import { useLoad } from '../useLoad.ts';
import { CategoriesTable } from './CategoriesTable.tsx';
import { SelectAllPages } from './SelectAllPages.tsx';
import { categoryNameIn } from '../../logic/category-name.ts';

const DELETE_WORDS = {
  title: 'categories.confirmDeleteTitle',
  manyTitle: 'categories.confirmDeleteManyTitle',
  one: 'categories.confirmDeleteOne',
  many: 'categories.confirmDeleteMany',
};

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

/** Found by its French name, its name in the admin's language or its slug. */
function matches(category: Category, query: string, language: string): boolean {
  const q = query.trim().toLowerCase();
  return (
    !q ||
    [category.name, categoryNameIn(category, language)].some((name) => name.toLowerCase().includes(q)) ||
    category.slug.includes(q)
  );
}

export function CategoriesScreen() {
  const { t, i18n } = useTranslation();
  const categories = useLoad(loadCategories);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const selection = useListSelection<number>();
  const filtered = useMemo(
    () => (categories.data?.list ?? []).filter((c) => matches(c, query, i18n.language)),
    [categories.data, query, i18n.language],
  );
  const current = Math.min(page, Math.max(1, Math.ceil(filtered.length / PER_PAGE)));
  const shown = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  const runDelete = async () => {
    // each failed row says so itself, with the reason after the admin's words (e.g. it still has products)
    const { deleted } = await selection.confirm(
      (id) => deleteCategory(id),
      (error) => failureText(error, 'categories.deleteOneError', t),
    );
    toastDeleted(deleted.length, t('categories.deleted'), (count) => t('categories.deletedMany', { count }));
    categories.setData((data) => ({ ...data, list: data.list.filter((c) => !deleted.includes(c.id)) }));
  };

  if (categories.loading && !categories.data) return <Loading />;
  if (categories.error && !categories.data)
    return <ErrorBanner message={t('categories.loadError')} onRetry={() => void categories.reload()} />;

  return (
    <div className="stack">
      {categories.data?.degraded && (
        <ErrorBanner message={t('categories.loadError')} onRetry={() => void categories.reload()} />
      )}
      <ListToolbar
        search={{
          id: 'category-search',
          label: t('categories.searchLabel'),
          placeholder: t('categories.searchPlaceholder'),
          value: query,
          onChange: (value) => {
            setQuery(value);
            setPage(1);
          },
        }}
        selection={selection}
        add={{ href: '/dashboard/categories/add', label: t('categories.add') }}
      />
      <SelectAllPages selection={selection} pageIds={shown.map((c) => c.id)} allIds={filtered.map((c) => c.id)} />
      <CategoriesTable
        categories={shown}
        selection={selection}
        empty={t(query ? 'categories.noMatch' : 'categories.empty')}
      />
      <Pagination page={current} perPage={PER_PAGE} total={filtered.length} onPage={setPage} />
      <ConfirmDeleteRows
        selection={selection}
        words={DELETE_WORDS}
        nameOf={(id) => categories.data?.list.find((c) => c.id === id)?.name ?? ''}
        onConfirm={() => void runDelete()}
      />
    </div>
  );
}
