// EXPLAIN (ANALYZE) of the statements behind the admin's list, search, Kanban and dashboard, exactly as
// the handlers build them, for the record of why each is fast or slow at scale.
import { orderListQuerySchema } from '../../contract/admin/orders.ts';
import { orderCountQuery, orderPageQuery } from '../../server/orders/admin-orders.ts';
import { statsStatements } from '../../server/statistics/stats.ts';
import type { Statement } from '../../server/db/rows.ts';
import type { Sql } from '../../server/db/client.ts';

/** Each statement's plan with its execution time; a sample order gives the search terms and cursor. */
export async function explainAdminQueries(
  sql: Sql,
  sample: { id: number; last_name: string; email: string },
): Promise<string> {
  const [{ total } = { total: 0 }] = await sql<{ total: number }[]>`select count(*)::int as total from public.orders`;
  const query = (raw: Record<string, unknown>) => orderListQuerySchema.parse(raw);
  const count = (raw: Record<string, unknown>) => orderCountQuery(query(raw));
  const page = (raw: Record<string, unknown>) => orderPageQuery(query(raw), total);
  const number = `ML-${String(sample.id).padStart(6, '0')}`;
  const lastPage = Math.max(1, Math.ceil(total / 10));
  const statements: [string, Statement][] = [
    ['orders list: count', count({ per_page: 10 })],
    ['orders list, first page: rows', page({ per_page: 10 })],
    [
      `orders list, middle page ${Math.ceil(lastPage / 2)}: rows`,
      page({ per_page: 10, page: Math.ceil(lastPage / 2) }),
    ],
    [`orders list, last page ${lastPage}: rows`, page({ per_page: 10, page: lastPage })],
    [`search "${sample.last_name}": count`, count({ search: sample.last_name })],
    [`search "${sample.last_name}": rows`, page({ search: sample.last_name })],
    [`search "${sample.email}": count`, count({ search: sample.email })],
    [`search "${number}": count`, count({ search: number })],
    ['Kanban column completed: count', count({ status: 'completed', per_page: 20 })],
    [`Kanban column completed after=${sample.id}: rows`, page({ status: 'completed', per_page: 20, after: sample.id })],
    ...Object.entries(statsStatements()).map(([name, s]): [string, Statement] => [`dashboard ${name}`, s]),
  ];
  const parts: string[] = [];
  for (const [name, statement] of statements) {
    // the statement is a fragment of this query: its values travel as parameters, as in the handlers
    const plan = await sql<{ 'QUERY PLAN': string }[]>`explain (analyze, buffers) ${statement}`;
    parts.push(`=== ${name}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
