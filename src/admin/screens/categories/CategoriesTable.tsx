// The categories list, one page of it: a row per category with its checkbox, name and slug, product
// count, creation date, and its edit, delete and view-in-shop buttons.
import { useTranslation } from 'react-i18next';
import type { Category } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Link } from '../../components/Link.tsx';
import { DeleteCell, RowCheckbox, rowState } from '../../components/ListSelection.tsx';
import { SelectableTable } from '../../components/SelectableTable.tsx';
import type { ListSelectionView } from '../../components/useListSelection.ts';
import { formatLongDate } from '../../logic/format.ts';
import { categoryNameIn } from '../../logic/category-name.ts';

const COLUMNS = [
  'categories.colName',
  ['categories.colCount', 'num'],
  'categories.colCreated',
  ['common.actions', 'num'],
] as const;

function CategoryRow({ category, selection }: { category: Category; selection: ListSelectionView<number> }) {
  const { t, i18n } = useTranslation();
  const { id } = category;
  const name = categoryNameIn(category, i18n.language);
  return (
    <tr {...rowState(selection, id)}>
      <RowCheckbox selection={selection} id={id} name={name} />
      <td>
        <span className="strong">{name}</span>
        <br />
        <span className="muted small">{category.slug}</span>
      </td>
      <td className="num" data-label={t('categories.colCount')}>
        {category.products_count ?? 0}
      </td>
      <td data-label={t('categories.colCreated')}>{formatLongDate(category.created_at, i18n.language)}</td>
      <DeleteCell
        selection={selection}
        id={id}
        label={t('categories.deleteLabel', { name })}
        before={
          <Link
            href={`/dashboard/categories/edit/${id}`}
            className="icon-btn"
            aria-label={t('categories.editLabel', { name })}
          >
            <Icon name="edit" />
          </Link>
        }
        after={
          <a
            href={`/shop?category=${id}`}
            className="icon-btn"
            target="_blank"
            rel="noopener"
            aria-label={t('categories.viewInShop', { name })}
          >
            <Icon name="external" />
          </a>
        }
      />
    </tr>
  );
}

export function CategoriesTable({
  categories,
  selection,
  empty,
}: {
  categories: Category[];
  selection: ListSelectionView<number>;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectableTable
      selection={selection}
      pageIds={categories.map((c) => c.id)}
      selectAllLabel={t('selectPages.pageBox')}
      columns={COLUMNS}
      empty={empty}
    >
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} selection={selection} />
      ))}
    </SelectableTable>
  );
}
