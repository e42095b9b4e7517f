// The admin lists' selection and delete (products, categories, promo codes, orders): the rows ticked,
// "select all" on the page shown, the confirmation dialog's question (a row's own delete or the
// selection's), and the confirmed delete: every row at once, each shown under way (dimmed) until the
// server has answered, those deleted leaving the selection, those refused keeping their error beside
// their button. One store per screen; the screen says what to call and what to tell the admin.
import { atom, type ReadableAtom } from 'nanostores';
import { createPendingActions, type PendingActionsStore } from './pending-actions.ts';

export interface SelectionState<Id> {
  selected: ReadonlySet<Id>;
  /** The rows the confirmation dialog asks about; null while it is closed. */
  confirming: readonly Id[] | null;
  /** How far the confirmed delete is (rows answered of rows sent); null when none is under way. */
  progress: { done: number; total: number } | null;
}

interface DeleteResult<Id> {
  /** The rows the admin confirmed. */
  asked: readonly Id[];
  /** Those the server deleted. */
  deleted: Id[];
}

export interface ListSelection<Id> {
  $selection: ReadableAtom<SelectionState<Id>>;
  /** Each row's delete: under way, and its error once refused. */
  deletes: PendingActionsStore<Id>;
  toggle: (id: Id) => void;
  /** Ticks every row of the page, or unticks them all when they all are ticked already. */
  toggleAll: (pageIds: readonly Id[]) => void;
  /** Opens the confirmation for these rows. */
  ask: (ids: readonly Id[]) => void;
  cancel: () => void;
  /**
   * Closes the dialog at once (the rows themselves show the delete under way) and runs `remove` for
   * every row asked about, side by side; a row whose delete is already under way is not sent again.
   */
  confirm: (remove: (id: Id) => Promise<unknown>, describe: (error: unknown) => string) => Promise<DeleteResult<Id>>;
}

/** Whether every row of the page is ticked (false for an empty page). */
export function allSelected<Id>(selected: ReadonlySet<Id>, pageIds: readonly Id[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.has(id));
}

export function createListSelection<Id>(): ListSelection<Id> {
  const $selection = atom<SelectionState<Id>>({ selected: new Set(), confirming: null, progress: null });
  const deletes = createPendingActions<Id>();
  const update = (change: Partial<SelectionState<Id>>) => $selection.set({ ...$selection.get(), ...change });

  const toggle = (id: Id) => {
    const selected = new Set($selection.get().selected);
    if (selected.has(id)) selected.delete(id);
    else selected.add(id);
    update({ selected });
  };

  const toggleAll = (pageIds: readonly Id[]) =>
    update({ selected: allSelected($selection.get().selected, pageIds) ? new Set() : new Set(pageIds) });

  // a delete confirmed while another is under way adds its rows to the count
  const answered = () => {
    const progress = $selection.get().progress;
    if (!progress) return;
    update({ progress: progress.done + 1 >= progress.total ? null : { ...progress, done: progress.done + 1 } });
  };

  const confirm = async (
    remove: (id: Id) => Promise<unknown>,
    describe: (error: unknown) => string,
  ): Promise<DeleteResult<Id>> => {
    const { confirming: asked, progress } = $selection.get();
    if (!asked || asked.length === 0) return { asked: [], deleted: [] };
    update({ confirming: null, progress: { done: progress?.done ?? 0, total: (progress?.total ?? 0) + asked.length } });
    const outcomes = await Promise.all(
      asked.map((id) => deletes.run(id, () => remove(id), describe).finally(answered)),
    );
    const deleted = asked.filter((_, index) => outcomes[index]?.status === 'done');
    update({ selected: new Set([...$selection.get().selected].filter((id) => !deleted.includes(id))) });
    return { asked, deleted };
  };

  return {
    $selection,
    deletes,
    toggle,
    toggleAll,
    ask: (ids) => update({ confirming: [...ids] }),
    cancel: () => update({ confirming: null }),
    confirm,
  };
}
