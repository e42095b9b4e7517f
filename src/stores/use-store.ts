// A nanostore's value in a React island, re-rendered on each change: @nanostores/react's useStore
// without its `keys` option. That option makes its module import nanostores' listenKeys (deep key paths)
// into every island that reads a store, about 0.4 KB gzipped on the cart and checkout pages, which
// never use it. Same semantics: the snapshot read in render, then kept up to date by the listener.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const snapshot = useRef<Value>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: Value) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      // a change between the render and the subscription is not lost
      emit(store.get());
      return store.listen(emit);
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
