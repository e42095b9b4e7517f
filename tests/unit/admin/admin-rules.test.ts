import { describe, expect, it } from 'vitest';
import { categoryNameProblem } from '../../../src/admin/logic/category-rules.ts';
import { adminStockTone } from '../../../src/admin/logic/stock-badge.ts';
import { makeMain, moveItem, ordersOf } from '../../../src/admin/logic/image-order.ts';
import {
  appendPage,
  columnFromPage,
  findOrder,
  moveOrder,
  remaining,
  type Board,
} from '../../../src/admin/logic/kanban-rules.ts';
import { matchRoute, parseRouteId } from '../../../src/admin/routes.ts';
import type { Order, OrderPage } from '../../../src/admin/api/types.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain/vocabulary/order-status.ts';

describe('categories (spec section 5)', () => {
  it('wants a name of 2 to 50 characters', () => {
    expect(categoryNameProblem('  ')).toBe('categoryForm.nameRequired');
    expect(categoryNameProblem('A')).toBe('categoryForm.nameLength');
    expect(categoryNameProblem('x'.repeat(51))).toBe('categoryForm.nameLength');
    expect(categoryNameProblem('Eau de Parfum')).toBeNull();
  });
});

describe('admin stock badge (spec section 4)', () => {
  it('is green above 20, yellow above 10, red otherwise', () => {
    expect([21, 20, 11, 10, 0].map(adminStockTone)).toEqual(['green', 'yellow', 'yellow', 'red', 'red']);
  });
});

describe('image order', () => {
  it('moves up, down and to the front, and numbers from 0', () => {
    const images = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(moveItem(images, 2, 1).map((i) => i.id)).toEqual([1, 3, 2]);
    expect(moveItem(images, 0, -1)).toBe(images);
    expect(ordersOf(makeMain(images, 2))).toEqual([
      { id: 3, order: 0 },
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ]);
  });
});

describe('Kanban (server status is the only truth; each column pages on its own)', () => {
  const order = (id: number, status: string) =>
    ({
      id,
      status,
      total: 10,
      name: 'x',
      email: 'x@y.be',
      created_at: '',
      address: '',
      city: '',
      postal_code: '',
      phone: null,
    }) as Order;
  const page = (orders: Order[], total: number): OrderPage => ({
    data: orders,
    total,
    page: 1,
    per_page: 20,
    last_page: 1,
  });
  const boardOf = (columns: Partial<Record<OrderStatus, [Order[], number]>>): Board =>
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, columnFromPage(page(...(columns[s] ?? [[], 0])))])) as Board;

  it("keeps the server's count of a column and where its next page starts", () => {
    const column = columnFromPage(page([order(9, 'paid'), order(7, 'paid')], 45));
    expect(column).toMatchObject({ total: 45, cursor: 7 });
    expect(remaining(column)).toBe(43);
    expect(columnFromPage(page([], 0))).toMatchObject({ total: 0, cursor: null });
  });

  it('appends the next page without showing a card twice, and moves the cursor', () => {
    const column = columnFromPage(page([order(9, 'paid'), order(7, 'paid')], 4));
    const next = appendPage(column, page([order(7, 'paid'), order(5, 'paid'), order(3, 'paid')], 4));
    expect(next.orders.map((o) => o.id)).toEqual([9, 7, 5, 3]);
    expect(next.cursor).toBe(3);
    expect(remaining(next)).toBe(0);
    expect(appendPage(next, page([], 4)).cursor).toBe(3);
  });

  it("moves a card to the top of the target column with that column's own status; both counts follow", () => {
    const board = boardOf({ pending: [[order(1, 'pending'), order(2, 'pending')], 30], paid: [[order(3, 'paid')], 1] });
    const moved = moveOrder(board, 2, 'cancelled');
    expect(moved.cancelled.orders.map((o) => [o.id, o.status])).toEqual([[2, 'cancelled']]);
    expect(moved.cancelled.total).toBe(1);
    expect(moved.pending.orders.map((o) => o.id)).toEqual([1]);
    expect(moved.pending.total).toBe(29);
    // the cursor stays on the last card the server gave: the next page still follows it
    expect(moved.pending.cursor).toBe(2);
    expect(findOrder(moved, 2)?.status).toBe('cancelled');
    expect(moveOrder(board, 1, 'pending')).toBe(board);
    expect(moveOrder(board, 404, 'paid')).toBe(board);
    // the rollback of a refused change is the move back
    expect(moveOrder(moved, 2, 'pending').pending.total).toBe(30);
  });
});

describe('routes', () => {
  it('maps every admin path to its screen and rejects bad ids', () => {
    expect(matchRoute('/auth').name).toBe('login');
    expect(matchRoute('/dashboard/products/edit/12')).toEqual({ name: 'editProduct', id: '12' });
    expect(matchRoute('/dashboard/categories/edit/abc')).toEqual({ name: 'editCategory', id: 'abc' });
    expect(matchRoute('/dashboard/nope').name).toBe('notFound');
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('0')).toBeNull();
  });
});
