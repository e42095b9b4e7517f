// A Web Storage stand-in for the checkout's sessionStorage (the unit tests run in Node, which has none).
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A fresh, empty sessionStorage for the next test. */
export function freshSessionStorage(): void {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
}
