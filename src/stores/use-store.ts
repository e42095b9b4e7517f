// A nanostore's value in a React island, re-rendered on each change: @nanostores/react's useStore
// without its `keys` option. That option makes its module import nanostores' listenKeys (deep key paths)
// into every island that reads a store, about 0.4 KB gzipped on the cart and checkout pages, which
// never use it. React's useSyncExternalStore does the rest: a store's get() returns the same value until
// it changes (a computed store caches its last result), and a change between the render and the
// subscription is caught by React's check after subscribing.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => store.get();
  return useSyncExternalStore(subscribe, read, read);
}
