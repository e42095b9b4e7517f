// /dashboard/products: search, row checkboxes, special products (à la une / hero), bulk delete.
// A confirmed delete dims its rows at once; each goes once the server has deleted it, or comes back
// with the error beside its delete button.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure-text.ts';
import { listWaitingShoppers } from '../../api/back-in-stock.ts';
import { deleteProduct, listProducts } from '../../api/products.ts';
import type { Product } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ConfirmDeleteRows } from '../../components/ListSelection.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { toastDeleted, useListSelection } from '../../components/useListSelection.ts';
import { useLoad } from '../useLoad.ts';
import { ProductsTable } from './ProductsTable.tsx';
import { useSpecialProducts } from './useSpecialProducts.ts';
import { categoryNameIn } from '../../logic/category-name.ts';

const DELETE_WORDS = {
  title: 'products.confirmDeleteTitle',
  manyTitle: 'products.confirmDeleteManyTitle',
  one: 'products.confirmDeleteOne',
  many: 'products.confirmDeleteMany',
};

const NO_WAITING: ReadonlyMap<number, number> = new Map();

/** The search finds a product by its name or its category's, French or in the admin's language. */
function matches(product: Product, query: string, language: string): boolean {
  const q = query.trim().toLowerCase();
  const category = product.category ? [product.category.name, categoryNameIn(product.category, language)] : [];
  return !q || [product.name, ...category].some((text) => text.toLowerCase().includes(q));
}

export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const products = useLoad(listProducts);
  // how many shoppers wait for each product: a count beside the stock, nothing if it cannot be read
  const waiting = useLoad(listWaitingShoppers);
  const [query, setQuery] = useState('');
  const selection = useListSelection<number>();
  const special = useSpecialProducts(products);
  const visible = useMemo(
    () => (products.data ?? []).filter((p) => matches(p, query, i18n.language)),
    [products.data, query, i18n.language],
  );

  const runDelete = async () => {
    const { deleted } = await selection.confirm(
      (id) => deleteProduct(id),
      (error) => failureText(error, 'products.deleteError', t),
    );
    toastDeleted(deleted.length, t('products.deleteOne'), (count) => t('products.deleteMany', { count }));
    products.setData((list) => list.filter((p) => !deleted.includes(p.id)));
  };

  if (products.loading && !products.data) return <Loading />;
  if (products.error && !products.data)
    return <ErrorBanner message={t('products.loadError')} onRetry={() => window.location.reload()} />;

  return (
    <div className="stack">
      <ListToolbar
        search={{
          id: 'product-search',
          label: t('products.searchLabel'),
          placeholder: t('products.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
        selection={selection}
        add={{ href: '/dashboard/products/add', label: t('products.add') }}
      >
        <BusyButton
          className="btn btn--ghost"
          onClick={() => void special.saveSpecial()}
          busy={special.saving}
          busyLabel={t('products.savingSpecial')}
        >
          <Icon name="star" /> {t('products.saveSpecial')}
        </BusyButton>
      </ListToolbar>
      {special.unsaved && (
        <p className="hint hint--warn" role="status">
          {t('unsavedChanges.special')}
        </p>
      )}
      <InlineError message={special.error} />
      <p className="hint">{t('products.specialHint')}</p>
      <ProductsTable
        products={visible}
        selection={selection}
        special={special}
        waiting={waiting.data ?? NO_WAITING}
        empty={t(query ? 'products.noMatch' : 'products.empty')}
      />
      <ConfirmDeleteRows
        selection={selection}
        words={DELETE_WORDS}
        nameOf={(id) => products.data?.find((p) => p.id === id)?.name ?? ''}
        onConfirm={() => void runDelete()}
      />
    </div>
  );
}
