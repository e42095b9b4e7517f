// A module fetched on first use (its own chunk), fetched once: load() starts it and is safe to call on
// every interaction; current() gives it synchronously once it is here. A failed fetch (the network
// dropped) is tried again on the next load().
export interface LazyModule<M> {
  load(): Promise<M>;
  current(): M | null;
}

export function lazyModule<M>(fetchModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load() {
      loading ??= fetchModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}
