// Reordering the images of a product: up, down, set as main (moves to first); orders are 0..n-1.
interface Ordered {
  id: number;
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function makeMain<T>(items: T[], index: number): T[] {
  return moveItem(items, index, 0);
}

export function ordersOf(items: Ordered[]): { id: number; order: number }[] {
  return items.map((item, order) => ({ id: item.id, order }));
}
