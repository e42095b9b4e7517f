// One pending-actions store (logic/pending-actions.ts) per screen part, and what its controls ask of it.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createPendingActions, type PendingActionsStore, type PendingState } from '../logic/pending-actions.ts';

export interface PendingActions<K, V> extends Omit<PendingActionsStore<K, V>, '$state'> {
  /** Whether the action started from `key` is under way. */
  isPending: (key: K) => boolean;
  /** Whether any action of this screen part is under way (for controls that must wait for all). */
  anyPending: boolean;
  /** The words to show next to `key`'s control after its last run failed, else null. */
  errorOf: (key: K) => string | null;
  /** What `key`'s control shows while its run is under way, if the run named it. */
  previewOf: (key: K) => V | undefined;
}

/** What the controls read from a store's state (also for the list selection's deletes). */
export function pendingView<K, V>(store: PendingActionsStore<K, V>, state: PendingState<K, V>): PendingActions<K, V> {
  return {
    isPending: (key) => state.pending.has(key),
    anyPending: state.pending.size > 0,
    errorOf: (key) => state.errors.get(key) ?? null,
    previewOf: (key) => state.previews.get(key),
    run: store.run,
    clearError: store.clearError,
  };
}

export function usePendingAction<K extends string | number = string, V = never>(): PendingActions<K, V> {
  const [store] = useState(() => createPendingActions<K, V>());
  return pendingView(store, useStore(store.$state));
}
