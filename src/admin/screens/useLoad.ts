// Load data for a screen: loading, error and a reload, ignoring answers that arrive after unmount or
// after a newer load started. `load` runs again whenever it is another function: a screen passes a
// module function (loaded once) or a useCallback over what the data depends on (its page, its id).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  /** The last load's failure; null while loading. */
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  /** Changes the data shown (a row deleted, a saved answer); nothing before the first load's data. */
  setData: (update: (current: T) => T) => void;
}

interface Snapshot<T> {
  data: T | undefined;
  error: unknown;
  /** The load the data and error come from (another one is under way while it is not the current one). */
  settledFor: (() => Promise<T>) | null;
}

export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ data: undefined, error: null, settledFor: null });
  const [reloading, setReloading] = useState(false);
  // only the newest load may speak (a slow older answer would undo a newer one)
  const latest = useRef(0);

  const settle = useCallback(async (from: () => Promise<T>) => {
    const mine = ++latest.current;
    let next: Pick<Snapshot<T>, 'error'> & { data?: T };
    try {
      next = { data: await from(), error: null };
    } catch (error) {
      next = { error };
    }
    if (mine === latest.current) setSnapshot((current) => ({ ...current, ...next, settledFor: from }));
  }, []);

  useEffect(() => {
    void settle(load);
    return () => {
      latest.current += 1;
    };
  }, [load, settle]);

  const reload = useCallback(async () => {
    setReloading(true);
    await settle(load);
    setReloading(false);
  }, [load, settle]);

  const setData = useCallback((update: (current: T) => T) => {
    setSnapshot((current) => (current.data === undefined ? current : { ...current, data: update(current.data) }));
  }, []);

  const loading = reloading || snapshot.settledFor !== load;
  return { data: snapshot.data, error: loading ? null : snapshot.error, loading, reload, setData };
}
