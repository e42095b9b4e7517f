// Every admin action that calls the API goes through this: it says at once that the action is under
// way (per key: one order's status, one product's delete, the settings form), refuses to send the
// same action twice while it is (a double click, Enter pressed again), and keeps the error to show
// next to the control that failed until that control is used again. Where it is safe, a run also
// names what its control shows until the answer (`preview`: an order's new status), so the screen
// shows the result at once and the old value comes back by itself if the server refuses.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Outcome<R> = { status: 'done'; value: R } | { status: 'failed'; error: unknown } | { status: 'skipped' };

export interface PendingActions<K, V> {
  /** Whether the action started from `key` is under way. */
  isPending: (key: K) => boolean;
  /** Whether any action of this screen part is under way (for controls that must wait for all). */
  anyPending: boolean;
  /** The words to show next to `key`'s control after its last run failed, else null. */
  errorOf: (key: K) => string | null;
  /** What `key`'s control shows while its run is under way, if the run named it. */
  previewOf: (key: K) => V | undefined;
  /**
   * Runs `action` for `key` unless one is already under way for it (then nothing is sent and the outcome
   * is 'skipped'). A failure keeps `describe(error)` as `key`'s error; a new run clears it. `preview` is
   * shown until `action` ends (so an action that stores the server's answer does it before it goes).
   */
  run: <R>(key: K, action: () => Promise<R>, describe: (error: unknown) => string, preview?: V) => Promise<Outcome<R>>;
  clearError: (key: K) => void;
}

export function usePendingAction<K extends string | number = string, V = never>(): PendingActions<K, V> {
  // the ref answers at once (two clicks in the same frame see the first); the state redraws
  const running = useRef(new Set<K>());
  const [pending, setPending] = useState<ReadonlySet<K>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<K, string>>(new Map());
  const [previews, setPreviews] = useState<ReadonlyMap<K, V>>(new Map());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const clearError = useCallback((key: K) => {
    setErrors((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  const run = useCallback(
    async <R>(key: K, action: () => Promise<R>, describe: (error: unknown) => string, preview?: V): Promise<Outcome<R>> => {
      if (running.current.has(key)) return { status: 'skipped' };
      running.current.add(key);
      setPending(new Set(running.current));
      clearError(key);
      if (preview !== undefined) setPreviews((current) => new Map(current).set(key, preview));
      try {
        return { status: 'done', value: await action() };
      } catch (error) {
        if (alive.current) setErrors((current) => new Map(current).set(key, describe(error)));
        return { status: 'failed', error };
      } finally {
        running.current.delete(key);
        if (alive.current) {
          setPending(new Set(running.current));
          setPreviews((current) => {
            if (!current.has(key)) return current;
            const next = new Map(current);
            next.delete(key);
            return next;
          });
        }
      }
    },
    [clearError],
  );

  return {
    isPending: (key) => pending.has(key),
    anyPending: pending.size > 0,
    errorOf: (key) => errors.get(key) ?? null,
    previewOf: (key) => previews.get(key),
    run,
    clearError,
  };
}
