// The Kanban board's pure rules: columns in the spec's order, grouping by the server's status, and
// the optimistic move that a failed update undoes.
import { ORDER_STATUSES, type Order, type OrderStatus } from '../api/types.ts';

export type Columns = Record<OrderStatus, Order[]>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Orders grouped by their own status; an order with a status the board does not know is left out. */
export function groupByStatus(orders: Order[]): Columns {
  const columns = Object.fromEntries(ORDER_STATUSES.map((s) => [s, [] as Order[]])) as Columns;
  for (const order of orders) if (isOrderStatus(order.status)) columns[order.status].push(order);
  return columns;
}

/** The order moved to the top of another column with that column's status. */
export function moveOrder(columns: Columns, orderId: number, to: OrderStatus): Columns {
  const from = ORDER_STATUSES.find((s) => columns[s].some((o) => o.id === orderId));
  if (!from || from === to) return columns;
  const order = columns[from].find((o) => o.id === orderId) as Order;
  return { ...columns, [from]: columns[from].filter((o) => o.id !== orderId), [to]: [{ ...order, status: to }, ...columns[to]] };
}
