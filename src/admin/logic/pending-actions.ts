// Every admin action that calls the API runs through one of these stores: it says at once that the
// action is under way (per key: one order's status, one product's delete, the settings form), refuses
// to send the same action twice while it is (a double click, Enter pressed again), and keeps the error
// to show next to the control that failed until that control is used again. Where it is safe, a run
// also names what its control shows until the answer (`preview`: an order's new status), so the screen
// shows the result at once and the old value comes back by itself if the server refuses.
// A nanostores atom, so that the state is read at once (two clicks in the same frame see the first)
// and stays outside the components (usePendingAction binds one to a screen part).
import { atom, type ReadableAtom } from 'nanostores';

export type Outcome<R> = { status: 'done'; value: R } | { status: 'failed'; error: unknown } | { status: 'skipped' };

export interface PendingState<K, V> {
  /** The keys whose action is under way. */
  pending: ReadonlySet<K>;
  /** The words to show next to a key's control after its last run failed. */
  errors: ReadonlyMap<K, string>;
  /** What a key's control shows while its run is under way, if the run named it. */
  previews: ReadonlyMap<K, V>;
}

export interface PendingActionsStore<K, V = never> {
  $state: ReadableAtom<PendingState<K, V>>;
  /**
   * Runs `action` for `key` unless one is already under way for it (then nothing is sent and the outcome
   * is 'skipped'). A failure keeps `describe(error)` as `key`'s error; a new run clears it. `preview` is
   * shown until `action` ends (so an action that stores the server's answer does it before it goes).
   */
  run: <R>(key: K, action: () => Promise<R>, describe: (error: unknown) => string, preview?: V) => Promise<Outcome<R>>;
  clearError: (key: K) => void;
}

function without<K, T>(map: ReadonlyMap<K, T>, key: K): ReadonlyMap<K, T> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

export function createPendingActions<K, V = never>(): PendingActionsStore<K, V> {
  const $state = atom<PendingState<K, V>>({ pending: new Set(), errors: new Map(), previews: new Map() });

  const clearError = (key: K): void => {
    const state = $state.get();
    if (state.errors.has(key)) $state.set({ ...state, errors: without(state.errors, key) });
  };

  const run = async <R>(
    key: K,
    action: () => Promise<R>,
    describe: (error: unknown) => string,
    preview?: V,
  ): Promise<Outcome<R>> => {
    const before = $state.get();
    if (before.pending.has(key)) return { status: 'skipped' };
    $state.set({
      pending: new Set(before.pending).add(key),
      errors: without(before.errors, key),
      previews: preview === undefined ? before.previews : new Map(before.previews).set(key, preview),
    });
    let outcome: Outcome<R>;
    try {
      outcome = { status: 'done', value: await action() };
    } catch (error) {
      outcome = { status: 'failed', error };
    }
    const after = $state.get();
    const pending = new Set(after.pending);
    pending.delete(key);
    $state.set({
      pending,
      errors: outcome.status === 'failed' ? new Map(after.errors).set(key, describe(outcome.error)) : after.errors,
      previews: without(after.previews, key),
    });
    return outcome;
  };

  return { $state, run, clearError };
}
