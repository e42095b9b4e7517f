// The parts every admin list shares around its selection store: the "select all" and row checkboxes,
// the toolbar's "Supprimer la sélection (n)", a row's delete button with its error, the confirmation
// dialog, and how a row shows that it is ticked or being deleted.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allSelected } from '../logic/list-selection.ts';
import { BusyButton, DeleteButton, InlineError } from './BusyButton.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Icon } from './Icon.tsx';
import type { ListSelectionView } from './useListSelection.ts';

interface SelectionProps<Id> {
  selection: ListSelectionView<Id>;
}

/** `label`: what the box says it ticks (default 'Tout sélectionner'; a paged list says it is the page). */
export function SelectAllCheckbox<Id>({
  selection,
  pageIds,
  label,
}: SelectionProps<Id> & { pageIds: readonly Id[]; label?: string }) {
  const { t } = useTranslation();
  const name = label ?? t('common.selectAll');
  return (
    // data-label: on a phone the header row is hidden and this box is shown alone, with its name as text
    <th scope="col" className="table__check" data-label={name}>
      <input
        type="checkbox"
        aria-label={name}
        checked={allSelected(selection.selected, pageIds)}
        onChange={() => selection.toggleAll(pageIds)}
      />
    </th>
  );
}

export function RowCheckbox<Id>({ selection, id, name }: SelectionProps<Id> & { id: Id; name: string }) {
  const { t } = useTranslation();
  return (
    <td className="table__check">
      <input
        type="checkbox"
        aria-label={t('common.selectRow', { name })}
        checked={selection.selected.has(id)}
        onChange={() => selection.toggle(id)}
      />
    </td>
  );
}

/** Shown while rows are ticked: asks to confirm the delete of all of them. */
export function BulkDeleteButton<Id>({ selection }: SelectionProps<Id>) {
  const { t } = useTranslation();
  if (selection.selected.size === 0) return null;
  return (
    <BusyButton
      className="btn btn--danger-ghost"
      busy={selection.progress !== null}
      busyLabel={t('common.deleting')}
      onClick={() => selection.ask([...selection.selected])}
    >
      <Icon name="trash" /> {t('common.deleteSelected')} ({selection.selected.size})
    </BusyButton>
  );
}

/**
 * A row's actions cell: its trash button (asks to confirm that row's delete), with the row's other
 * actions around it, and once refused the error beneath.
 */
export function DeleteCell<Id>({
  selection,
  id,
  label,
  before,
  after,
}: SelectionProps<Id> & { id: Id; label: string; before?: ReactNode; after?: ReactNode }) {
  const button = (
    <DeleteButton busy={selection.deletes.isPending(id)} label={label} onClick={() => selection.ask([id])} />
  );
  return (
    <td className="num">
      {before || after ? (
        <div className="row-actions">
          {before}
          {button}
          {after}
        </div>
      ) : (
        button
      )}
      <InlineError message={selection.deletes.errorOf(id)} />
    </td>
  );
}

/** The confirmation of the rows asked about; `onConfirm` runs the store's confirm. */
export function ConfirmDelete<Id>({
  selection,
  title,
  message,
  onConfirm,
}: SelectionProps<Id> & { title: string; message: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={selection.confirming !== null}
      title={title}
      message={message}
      onCancel={selection.cancel}
      onConfirm={onConfirm}
    />
  );
}

/** A row dims while it is being deleted, and stands out while ticked. */
export function rowState<Id>(
  selection: ListSelectionView<Id>,
  id: Id,
): { className: string | undefined; 'aria-busy': true | undefined } {
  const deleting = selection.deletes.isPending(id);
  return {
    className: deleting ? 'is-deleting' : selection.selected.has(id) ? 'is-selected' : undefined,
    'aria-busy': deleting || undefined,
  };
}

/** The message keys of a list's delete confirmation: its titles, one row by its name, several by their count. */
export interface DeleteWords {
  title: string;
  manyTitle: string;
  one: string;
  many: string;
}

/** The confirmation of a list's delete, worded for one named row or for several. */
export function ConfirmDeleteRows<Id>({
  selection,
  words,
  nameOf,
  onConfirm,
}: SelectionProps<Id> & { words: DeleteWords; nameOf: (id: Id) => string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const asked = selection.confirming ?? [];
  const [first] = asked;
  return (
    <ConfirmDelete
      selection={selection}
      onConfirm={onConfirm}
      title={t(asked.length > 1 ? words.manyTitle : words.title)}
      message={
        asked.length === 1 && first !== undefined
          ? t(words.one, { name: nameOf(first) })
          : t(words.many, { count: asked.length })
      }
    />
  );
}
