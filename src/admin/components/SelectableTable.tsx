// A list screen's table of rows the admin can tick: the "select this page" box heading the first
// column, the column headers, the rows, and the words shown when the page has none.
import type { ReactNode } from 'react';
import { SelectAllCheckbox } from './ListSelection.tsx';
import { Empty } from './StateViews.tsx';
import { TableHead, type ColumnSpec } from './TableHead.tsx';
import type { ListSelectionView } from './useListSelection.ts';

export function SelectableTable<Id>({
  selection,
  pageIds,
  selectAllLabel,
  columns,
  empty,
  children,
}: {
  selection: ListSelectionView<Id>;
  /** The rows shown, in order: what "select all" ticks. */
  pageIds: readonly Id[];
  selectAllLabel?: string;
  columns: readonly ColumnSpec[];
  empty: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap panel panel--flush">
      <table className="table table--cards">
        <TableHead
          first={<SelectAllCheckbox selection={selection} pageIds={pageIds} label={selectAllLabel} />}
          columns={columns}
        />
        <tbody>{children}</tbody>
      </table>
      {pageIds.length === 0 && <Empty text={empty} />}
    </div>
  );
}
