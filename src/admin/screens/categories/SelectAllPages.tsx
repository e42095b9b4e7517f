// "Select all" across the pages: the header's box ticks the page shown, and says
// so; once it has, this bar offers every category the list holds (all pages, the search applied), and
// once they are, says how many and offers to clear. Deleting "all" then deletes what it says.
import { useTranslation } from 'react-i18next';
import { allSelected } from '../../logic/list-selection.ts';
import type { ListSelectionView } from '../../components/useListSelection.ts';

export function SelectAllPages({
  selection,
  pageIds,
  allIds,
}: {
  selection: ListSelectionView<number>;
  pageIds: readonly number[];
  allIds: readonly number[];
}) {
  const { t } = useTranslation();
  if (allIds.length <= pageIds.length || pageIds.length === 0) return null;
  const everything = allSelected(selection.selected, allIds);
  if (!everything && !allSelected(selection.selected, pageIds)) return null;
  return (
    <p className="selection-bar" role="status">
      <span>
        {everything
          ? t('selectPages.allSelected', { count: allIds.length })
          : t('selectPages.pageSelected', { count: pageIds.length })}
      </span>{' '}
      <button type="button" className="btn btn--link" onClick={() => selection.toggleAll(allIds)}>
        {everything ? t('selectPages.clear') : t('selectPages.selectAll', { count: allIds.length })}
      </button>
    </p>
  );
}
