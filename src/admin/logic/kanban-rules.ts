// The Kanban board's pure rules. Each column is its own server-side list (status=<column>, newest
// first) loaded page by page: what it shows, how many orders it holds in all, and where "show more"
// continues (the last card the server gave, a keyset cursor). A drop moves a card at once (optimistic)
// and a refused change moves it back; the server's status is the only truth, with no id-based overrides.
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { Order, OrderPage } from '../api/types.ts';

export interface KanbanColumnState {
  orders: Order[];
  /** Orders of this status in all, as the server last counted them, kept in step with local moves. */
  total: number;
  /** Id of the last order the server gave for this column: the next page comes after it. */
  cursor: number | null;
}

export type Board = Record<OrderStatus, KanbanColumnState>;

/** A column from its first page (the cards of a refresh replace the ones shown). */
export function columnFromPage(page: OrderPage): KanbanColumnState {
  return { orders: page.data, total: page.total, cursor: page.data.at(-1)?.id ?? null };
}

/**
 * A column with its next page appended: a card already shown (dropped here meanwhile) is not shown
 * twice, and the cursor moves to the page's last order.
 */
export function appendPage(column: KanbanColumnState, page: OrderPage): KanbanColumnState {
  const shown = new Set(column.orders.map((o) => o.id));
  return {
    orders: [...column.orders, ...page.data.filter((o) => !shown.has(o.id))],
    total: page.total,
    cursor: page.data.at(-1)?.id ?? column.cursor,
  };
}

/** How many orders of the column are not on the board yet. */
export function remaining(column: KanbanColumnState): number {
  return Math.max(0, column.total - column.orders.length);
}

export function findOrder(board: Board, orderId: number): Order | undefined {
  for (const status of ORDER_STATUSES) {
    const order = board[status].orders.find((o) => o.id === orderId);
    if (order) return order;
  }
  return undefined;
}

/** The order moved to the top of another column with that column's status; both counts follow. */
export function moveOrder(board: Board, orderId: number, to: OrderStatus): Board {
  const from = ORDER_STATUSES.find((s) => board[s].orders.some((o) => o.id === orderId));
  if (!from || !canMoveOrder(from, to)) return board;
  const order = board[from].orders.find((o) => o.id === orderId) as Order;
  return {
    ...board,
    [from]: {
      ...board[from],
      orders: board[from].orders.filter((o) => o.id !== orderId),
      total: Math.max(0, board[from].total - 1),
    },
    [to]: { ...board[to], orders: [{ ...order, status: to }, ...board[to].orders], total: board[to].total + 1 },
  };
}
