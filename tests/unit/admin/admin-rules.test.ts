import { describe, expect, it } from 'vitest';
import { categoryNameProblem, slugFor } from '../../../src/admin/logic/category-rules.ts';
import { adminStockTone } from '../../../src/admin/logic/stock-badge.ts';
import { makeMain, moveItem, ordersOf } from '../../../src/admin/logic/image-order.ts';
import { groupByStatus, moveOrder } from '../../../src/admin/logic/kanban-rules.ts';
import { matchRoute, parseRouteId } from '../../../src/admin/routes.ts';
import type { Order } from '../../../src/admin/api/types.ts';

describe('categories (spec section 5)', () => {
  it('wants a name of 2 to 50 characters', () => {
    expect(categoryNameProblem('  ')).toBe('categoryForm.nameRequired');
    expect(categoryNameProblem('A')).toBe('categoryForm.nameLength');
    expect(categoryNameProblem('x'.repeat(51))).toBe('categoryForm.nameLength');
    expect(categoryNameProblem('Eau de Parfum')).toBeNull();
  });

  it('makes the slug from the lowercased name with whitespace runs as hyphens', () => {
    expect(slugFor('  Eau   de\tParfum ')).toBe('eau-de-parfum');
    expect(slugFor('Boisé', 'given-slug')).toBe('given-slug');
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
    expect(ordersOf(makeMain(images, 2))).toEqual([{ id: 3, order: 0 }, { id: 1, order: 1 }, { id: 2, order: 2 }]);
  });
});

describe('Kanban (server status is the only truth)', () => {
  const order = (id: number, status: string) => ({ id, status, total: 10, name: 'x', email: 'x@y.be', created_at: '', address: '', city: '', postal_code: '', phone: null }) as Order;

  it('groups orders by their own status, with no id-based overrides', () => {
    const columns = groupByStatus([order(7, 'pending'), order(11, 'paid'), order(77, 'shipped')]);
    expect(columns.pending.map((o) => o.id)).toEqual([7]);
    expect(columns.paid.map((o) => o.id)).toEqual([11]);
    expect(columns.completed).toEqual([]);
    expect(columns.cancelled).toEqual([]);
  });

  it("moves a card to the target column with that column's own status", () => {
    const columns = groupByStatus([order(1, 'pending'), order(2, 'paid')]);
    const moved = moveOrder(columns, 1, 'cancelled');
    expect(moved.cancelled.map((o) => [o.id, o.status])).toEqual([[1, 'cancelled']]);
    expect(moved.pending).toEqual([]);
    expect(moveOrder(columns, 1, 'pending')).toBe(columns);
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
