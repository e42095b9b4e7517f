// The toolbar above a list the admin fills (products, categories): the search, then the actions: the
// bulk delete of the ticked rows, any action of the list's own, and the link that adds one.
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { Link } from './Link.tsx';
import { BulkDeleteButton } from './ListSelection.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { ListSelectionView } from './useListSelection.ts';

export function ListToolbar<Id>({
  search,
  selection,
  add,
  children,
}: {
  search: Parameters<typeof SearchBox>[0];
  selection: ListSelectionView<Id>;
  add: { href: string; label: string };
  /** The list's own actions, between the bulk delete and "add". */
  children?: ReactNode;
}) {
  return (
    <div className="toolbar">
      <SearchBox {...search} />
      <div className="toolbar__actions">
        <BulkDeleteButton selection={selection} />
        {children}
        <Link href={add.href} className="btn btn--primary">
          <Icon name="plus" /> {add.label}
        </Link>
      </div>
    </div>
  );
}
