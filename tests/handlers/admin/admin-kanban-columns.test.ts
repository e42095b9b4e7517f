// The Kanban's column paging on GET /api/orders: one status per column, filtered by the server,
// newest first, `total` counting the whole column, and "show more" through after={last card}, which
// reaches every order (past the 100th) and skips none when a card above has moved to another column.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-orders.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { seedOrders } from '../../support/seed-orders.ts';
import { authed, jsonInit, signedInAdmin } from './helpers.ts';

interface Page {
  data: { id: number; status: string; created_at: string }[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

let token: string;
let shipped: number[];
let pending: number[];
const call = (url: string, init: RequestInit, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, init), functionContext(params));
async function list(query: string): Promise<Page> {
  const res = await call(`/api/orders?${query}`, authed(token));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}

/** Every card of a column, page after page as the board's "show more" asks for them. */
async function walkColumn(status: string, perPage: number): Promise<number[]> {
  const seen: number[] = [];
  let page = await list(`status=${status}&per_page=${perPage}`);
  for (let guard = 0; page.data.length > 0 && guard < 50; guard++) {
    seen.push(...page.data.map((o) => o.id));
    page = await list(`status=${status}&per_page=${perPage}&after=${seen.at(-1)}`);
  }
  return seen;
}

beforeAll(async () => {
  await resetDatabase();
  token = await signedInAdmin();
  const newest = new Date(Date.now() - 24 * 3600_000);
  shipped = (await seedOrders(getSql(), { count: 130, status: 'shipped', label: 'Column', newest })).ids;
  pending = (await seedOrders(getSql(), { count: 7, status: 'pending', label: 'Waiting', newest })).ids;
});

describe('a Kanban column, page by page', () => {
  it('holds only its own status, newest first, and counts the whole column', async () => {
    const first = await list('status=shipped&per_page=20');
    expect(first.total).toBe(130);
    expect(first.data.map((o) => o.id)).toEqual(shipped.slice(0, 20));
    expect(first.data.every((o) => o.status === 'shipped')).toBe(true);
    const times = first.data.map((o) => Date.parse(o.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const waiting = await list('status=pending&per_page=20');
    expect(waiting.total).toBe(7);
    expect(waiting.data.map((o) => o.id)).toEqual(pending);
    expect((await list('status=completed&per_page=20')).total).toBe(0);
  });

  it('reaches every order of a column past the 100th with after={last card}, each once', async () => {
    const all = await walkColumn('shipped', 20);
    expect(all).toHaveLength(130);
    expect(all).toEqual(shipped);
    expect(all.slice(100)).toEqual(shipped.slice(100));
    // the largest page the API gives is 100: a board asking for one page of everything would miss 30
    expect((await list('status=shipped&per_page=100')).data).toHaveLength(100);
  });

  it('skips no card when one above the cursor has moved to another column meanwhile', async () => {
    const first = await list('status=shipped&per_page=20');
    const moved = first.data[4]!.id;
    const res = await call(`/api/orders/${moved}/status`, jsonInit(token, 'PUT', { status: 'completed' }), {
      id: String(moved),
      action: 'status',
    });
    expect(res.status).toBe(200);
    const next = await list(`status=shipped&per_page=20&after=${first.data.at(-1)!.id}`);
    expect(next.data.map((o) => o.id)).toEqual(shipped.slice(20, 40));
    expect(next.total).toBe(129);
    // the moved card itself still marks a position in the shipped column
    const fromMoved = await list(`status=shipped&per_page=3&after=${moved}`);
    expect(fromMoved.data.map((o) => o.id)).toEqual(shipped.slice(5, 8));
    expect((await list('status=completed&per_page=20')).data.map((o) => o.id)).toEqual([moved]);
  });

  it('gives an empty page after an order that no longer exists, and refuses a malformed cursor', async () => {
    const gone = await list('status=shipped&per_page=20&after=999999999');
    expect(gone.data).toEqual([]);
    expect(gone.total).toBe(129);
    for (const after of ['abc', '0', '-3', '1.5']) {
      const res = await call(`/api/orders?status=shipped&after=${after}`, authed(token));
      expect(res.status, after).toBe(422);
      expect(((await res.json()) as { errors: object }).errors).toHaveProperty('after');
    }
  });
});
