// /dashboard/products: search, row checkboxes, special products (à la une / hero), bulk delete.
// A confirmed delete dims its rows at once; each goes once the server has deleted it, or comes back
// with the error beside its delete button.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteProduct, listProducts, updateSpecialProducts } from '../../api/products.ts';
import type { Product } from '../../api/types.ts';
import { failureText } from '../../api/failure-text.ts';
import { BusyButton, DeleteButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Link } from '../../components/Link.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { StockBadge } from '../../components/StockBadge.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatEuros } from '../../logic/format.ts';
import { selectionFrom, toggleFeatured, toggleHero, type SpecialSelection } from '../../logic/special-products.ts';
import { useLoad } from '../useLoad.ts';

function matches(product: Product, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || product.name.toLowerCase().includes(q) || product.category?.name.toLowerCase().includes(q);
}

export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const products = useLoad(async () => {
    const list = await listProducts();
    setSpecial(selectionFrom(list));
    return list;
  });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [special, setSpecial] = useState<SpecialSelection>({ featured: [], hero: [] });
  const specialSave = usePendingAction<'special'>();
  const [confirm, setConfirm] = useState<{ ids: number[]; name?: string } | null>(null);
  const deletes = usePendingAction<number>();

  const visible = useMemo(() => (products.data ?? []).filter((p) => matches(p, query)), [products.data, query]);
  const allVisibleSelected = visible.length > 0 && visible.every((p) => selected.has(p.id));

  const toggleRow = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () => setSelected(allVisibleSelected ? new Set() : new Set(visible.map((p) => p.id)));

  const onFeatured = (id: number) => {
    const result = toggleFeatured(special, id);
    setSpecial(result.selection);
    if (result.notice) showToast('error', t('products.featuredLimit'));
  };
  const onHero = (id: number) => {
    const result = toggleHero(special, id);
    setSpecial(result.selection);
    if (result.notice) showToast('info', t('products.heroReplaced'));
  };

  const saveSpecial = async () => {
    const outcome = await specialSave.run('special', () => updateSpecialProducts(special.featured, special.hero), (error) => failureText(error, 'products.specialError', t));
    if (outcome.status !== 'done') return;
    showToast('success', t('products.specialSuccess'));
    await products.reload();
  };

  const runDelete = async () => {
    if (!confirm) return;
    const ids = confirm.ids;
    // the dialog closes at once: the rows themselves show the delete under way
    setConfirm(null);
    const outcomes = await Promise.all(ids.map((id) => deletes.run(id, () => deleteProduct(id), (error) => failureText(error, 'products.deleteError', t))));
    const done = ids.filter((_, index) => outcomes[index]?.status === 'done');
    if (done.length === 1 && ids.length === 1) showToast('success', t('products.deleteOne'));
    else if (done.length > 0) showToast('success', t('products.deleteMany', { count: done.length }));
    setSelected((current) => new Set([...current].filter((id) => !done.includes(id))));
    products.setData((list) => (list ?? []).filter((p) => !done.includes(p.id)));
  };

  if (products.loading && !products.data) return <Loading />;
  if (products.error && !products.data) return <ErrorBanner message={t('products.loadError')} onRetry={() => window.location.reload()} />;

  return (
    <div className="stack">
      <div className="toolbar">
        <div className="search">
          <label htmlFor="product-search" className="visually-hidden">{t('products.searchLabel')}</label>
          <input id="product-search" type="search" placeholder={t('products.searchPlaceholder')} value={query}
            onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="toolbar__actions">
          {selected.size > 0 && (
            <BusyButton className="btn btn--danger-ghost" busy={[...selected].some((id) => deletes.isPending(id))} busyLabel={t('common.deleting')}
              onClick={() => setConfirm({ ids: [...selected] })}>
              <Icon name="trash" /> {t('common.deleteSelected')} ({selected.size})
            </BusyButton>
          )}
          <BusyButton className="btn btn--ghost" onClick={() => void saveSpecial()} busy={specialSave.isPending('special')} busyLabel={t('products.savingSpecial')}>
            <Icon name="star" /> {t('products.saveSpecial')}
          </BusyButton>
          <Link href="/dashboard/products/add" className="btn btn--primary">
            <Icon name="plus" /> {t('products.add')}
          </Link>
        </div>
      </div>
      <InlineError message={specialSave.errorOf('special')} />
      <p className="hint">{t('products.specialHint')}</p>

      <div className="table-wrap panel panel--flush">
        <table className="table">
          <thead>
            <tr>
              <th scope="col" className="table__check">
                <input type="checkbox" aria-label={t('common.selectAll')} checked={allVisibleSelected} onChange={toggleAll} />
              </th>
              <th scope="col">{t('products.colProduct')}</th>
              <th scope="col">{t('products.colCategory')}</th>
              <th scope="col" className="num">{t('products.colPrice')}</th>
              <th scope="col" className="num">{t('products.colStock')}</th>
              <th scope="col" className="center">{t('products.colFeatured')}</th>
              <th scope="col" className="center">{t('products.colHero')}</th>
              <th scope="col" className="num">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((product) => {
              const image = product.images[0];
              const deleting = deletes.isPending(product.id);
              return (
                <tr key={product.id} className={deleting ? 'is-deleting' : selected.has(product.id) ? 'is-selected' : undefined} aria-busy={deleting || undefined}>
                  <td className="table__check">
                    <input type="checkbox" aria-label={t('common.selectRow', { name: product.name })}
                      checked={selected.has(product.id)} onChange={() => toggleRow(product.id)} />
                  </td>
                  <td>
                    <div className="product-cell">
                      {image ? <img src={image.url} alt="" width="44" height="44" loading="lazy" /> : <span className="product-cell__none" aria-hidden="true" />}
                      <span className="product-cell__name">{product.name}</span>
                    </div>
                  </td>
                  <td>{product.category?.name}</td>
                  <td className="num">{formatEuros(product.price, i18n.language)}</td>
                  <td className="num"><StockBadge stock={product.stock} /></td>
                  <td className="center">
                    <input type="checkbox" className="switch" aria-label={t('products.featuredToggle', { name: product.name })}
                      checked={special.featured.includes(product.id)} onChange={() => onFeatured(product.id)} />
                  </td>
                  <td className="center">
                    <input type="checkbox" className="switch" aria-label={t('products.heroToggle', { name: product.name })}
                      checked={special.hero.includes(product.id)} onChange={() => onHero(product.id)} />
                  </td>
                  <td className="num">
                    <div className="row-actions">
                      <Link href={`/dashboard/products/edit/${product.id}`} className="icon-btn" aria-label={t('products.editLabel', { name: product.name })}>
                        <Icon name="edit" />
                      </Link>
                      <DeleteButton busy={deleting} label={t('products.deleteLabel', { name: product.name })}
                        onClick={() => setConfirm({ ids: [product.id], name: product.name })} />
                    </div>
                    <InlineError message={deletes.errorOf(product.id)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {visible.length === 0 && <Empty text={t(query ? 'products.noMatch' : 'products.empty')} />}
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm && confirm.ids.length > 1 ? 'products.confirmDeleteManyTitle' : 'products.confirmDeleteTitle')}
        message={
          confirm && confirm.ids.length === 1
            ? t('products.confirmDeleteOne', { name: confirm.name ?? visible.find((p) => p.id === confirm.ids[0])?.name ?? '' })
            : t('products.confirmDeleteMany', { count: confirm?.ids.length ?? 0 })
        }
        onCancel={() => setConfirm(null)}
        onConfirm={() => void runDelete()}
      />
    </div>
  );
}
