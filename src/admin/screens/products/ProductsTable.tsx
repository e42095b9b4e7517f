// The products list: a row per product with its checkbox, picture, category, price, stock, the
// "à la une" and Hero switches, and its edit and delete buttons.
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Link } from '../../components/Link.tsx';
import { DeleteCell, RowCheckbox, rowState } from '../../components/ListSelection.tsx';
import { SelectableTable } from '../../components/SelectableTable.tsx';
import { StockBadge } from '../../components/StockBadge.tsx';
import type { ListSelectionView } from '../../components/useListSelection.ts';
import { formatCents } from '../../logic/format.ts';
import type { SpecialProducts } from './useSpecialProducts.ts';
import { categoryNameIn } from '../../logic/category-name.ts';

const COLUMNS = [
  'products.colProduct',
  'products.colCategory',
  ['products.colPrice', 'num'],
  ['products.colStock', 'num'],
  ['products.colFeatured', 'center'],
  ['products.colHero', 'center'],
  ['common.actions', 'num'],
] as const;

interface RowProps {
  product: Product;
  selection: ListSelectionView<number>;
  special: SpecialProducts;
  /** Shoppers waiting for each product (back-in-stock alerts), by id; empty until loaded. */
  waiting: ReadonlyMap<number, number>;
}

/** The stock, and under it how many shoppers wait for the product to be back. */
function StockCell({ stock, waiting }: { stock: number; waiting: number }) {
  const { t } = useTranslation();
  return (
    <td className="num" data-label={t('products.colStock')}>
      <StockBadge stock={stock} />
      {waiting > 0 && (
        <span className="hint waiting-shoppers" title={t('backInStock.waitingLabel', { count: waiting })}>
          <span aria-hidden="true">{t('backInStock.waiting', { count: waiting })}</span>
          <span className="visually-hidden">{t('backInStock.waitingLabel', { count: waiting })}</span>
        </span>
      )}
    </td>
  );
}

function ProductRow({ product, selection, special, waiting }: RowProps) {
  const { t, i18n } = useTranslation();
  const image = product.images[0];
  /** The featured or the hero switch of this product. */
  const switchCell = (column: string, label: string, kind: 'featured' | 'hero') => (
    <td className="center" data-label={column}>
      <input
        type="checkbox"
        className="switch"
        aria-label={label}
        checked={special.special[kind].includes(product.id)}
        onChange={() => (kind === 'featured' ? special.onFeatured(product.id) : special.onHero(product.id))}
      />
    </td>
  );
  return (
    <tr {...rowState(selection, product.id)}>
      <RowCheckbox selection={selection} id={product.id} name={product.name} />
      <td>
        <div className="product-cell">
          {image ? (
            <img src={image.url} alt="" width="44" height="44" loading="lazy" />
          ) : (
            <span className="product-cell__none" aria-hidden="true" />
          )}
          <span className="product-cell__name">{product.name}</span>
        </div>
      </td>
      <td data-label={t('products.colCategory')}>
        {product.category && categoryNameIn(product.category, i18n.language)}
      </td>
      <td className="num" data-label={t('products.colPrice')}>
        {formatCents(product.price_cents, i18n.language)}
      </td>
      <StockCell stock={product.stock} waiting={waiting.get(product.id) ?? 0} />
      {switchCell(t('products.colFeatured'), t('products.featuredToggle', { name: product.name }), 'featured')}
      {switchCell(t('products.colHero'), t('products.heroToggle', { name: product.name }), 'hero')}
      <DeleteCell
        selection={selection}
        id={product.id}
        label={t('products.deleteLabel', { name: product.name })}
        before={
          <Link
            href={`/dashboard/products/edit/${product.id}`}
            className="icon-btn"
            aria-label={t('products.editLabel', { name: product.name })}
          >
            <Icon name="edit" />
          </Link>
        }
      />
    </tr>
  );
}

export function ProductsTable({
  products,
  selection,
  special,
  waiting,
  empty,
}: Omit<RowProps, 'product'> & { products: Product[]; empty: string }) {
  return (
    <SelectableTable selection={selection} pageIds={products.map((p) => p.id)} columns={COLUMNS} empty={empty}>
      {products.map((product) => (
        <ProductRow key={product.id} product={product} selection={selection} special={special} waiting={waiting} />
      ))}
    </SelectableTable>
  );
}
