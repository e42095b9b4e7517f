// An order's status (spec section 4) and the rules that hang on it. The database type
// public.order_status holds the same five values (migration 20261121090100_shop.sql); this is the one
// definition the code imports: server, admin, islands, seed, bench and tests.

// in the order of an order's life: the back-office's Kanban columns and filters show them so
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses an order can be moved to from each status. The back-office may correct any mistake,
 * so every other status is allowed (public.set_order_status enforces no order); what a move does is
 * fixed: entering 'cancelled' gives the stock back once, leaving it takes the stock again (all lines
 * or none).
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'shipped', 'completed', 'cancelled'],
  paid: ['pending', 'shipped', 'completed', 'cancelled'],
  shipped: ['pending', 'paid', 'completed', 'cancelled'],
  completed: ['pending', 'paid', 'shipped', 'cancelled'],
  cancelled: ['pending', 'paid', 'shipped', 'completed'],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses reached once the money is in: the shopper's page says "paid", revenue counts them. */
export const SETTLED_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

export function isSettled(status: OrderStatus): boolean {
  return SETTLED_STATUSES.includes(status);
}

/** Statuses that send the shopper an e-mail when an order enters them. */
export const STATUS_EMAIL_STATUSES = ['paid', 'shipped', 'cancelled'] as const satisfies readonly OrderStatus[];
export type StatusEmailStatus = (typeof STATUS_EMAIL_STATUSES)[number];

export function sendsStatusEmail(status: OrderStatus): status is StatusEmailStatus {
  return (STATUS_EMAIL_STATUSES as readonly string[]).includes(status);
}

/**
 * Statuses whose lines still take stock from the shelves: placed and not yet shipped (a cancelled
 * order gave its stock back). Deleting such an order puts its stock back.
 */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['pending', 'paid'];
