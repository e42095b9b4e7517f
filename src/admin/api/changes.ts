// "Something was saved": the API client announces each successful write, so that what depends on the
// shop's data outside the current screen (the header's storefront publish state) can look again.
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceChange(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after each successful write; returns the unsubscribe. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
