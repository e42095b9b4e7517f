// One list-selection store (logic/list-selection.ts) per list screen, and what its rows and buttons read.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createListSelection, type ListSelection, type SelectionState } from '../logic/list-selection.ts';
import { showToast } from './toast-store.ts';
import { pendingView, type PendingActions } from './usePendingAction.ts';

export interface ListSelectionView<Id> extends SelectionState<Id>, Omit<ListSelection<Id>, '$selection' | 'deletes'> {
  deletes: PendingActions<Id, never>;
}

export function useListSelection<Id extends string | number>(): ListSelectionView<Id> {
  const [store] = useState(() => createListSelection<Id>());
  const state = useStore(store.$selection);
  const deletes = pendingView(store.deletes, useStore(store.deletes.$state));
  const { $selection: _, deletes: __, ...actions } = store;
  return { ...state, ...actions, deletes };
}

/** The success toast of a confirmed delete: its words for one row, or for `count` of them. */
export function toastDeleted(count: number, one: string, many: (count: number) => string): void {
  if (count === 1) showToast('success', one);
  else if (count > 1) showToast('success', many(count));
}
