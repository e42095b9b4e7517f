// A nanostores atom kept in localStorage and synced across tabs through the `storage` event.
// (A few lines instead of a dependency: the header badge ships on every page.)
import { atom, type WritableAtom } from 'nanostores';

export function persistedAtom<T>(key: string, initial: T, decode: (raw: string | null) => T): WritableAtom<T> {
  const hasStorage = typeof window !== 'undefined' && typeof localStorage !== 'undefined';
  let stored = initial;
  if (hasStorage) {
    try {
      stored = decode(localStorage.getItem(key));
    } catch {
      stored = initial;
    }
  }
  const store = atom<T>(stored);
  if (!hasStorage) return store;
  let writing = false;
  store.listen((value) => {
    if (writing) return;
    try {
      if (value === null || value === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the cart still works for this page.
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    writing = true;
    store.set(decode(event.key === null ? null : event.newValue));
    writing = false;
  });
  return store;
}
