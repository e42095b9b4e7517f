// A paged list, the one shape of every numbered list of the admin API (orders, bank statement imports,
// newsletter subscribers), and the query that asks for a page. Defined once: the server answers with
// it, the back-office reads it.
import { z } from 'zod';

export const PER_PAGE_MAX = 100;

/** ?page=&per_page= (an empty value counts as absent): page from 1, at most 100 rows a page. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const pageFields = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(PER_PAGE_MAX),
  /** 1 for an empty list. */
  last_page: z.number().int().min(1),
};

/** The answer schema of a list of `item`s: {data, total, page, per_page, last_page}. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), ...pageFields });
}

export type Page<T> = { data: T[] } & { [K in keyof typeof pageFields]: z.infer<(typeof pageFields)[K]> };

/** The page of `data` (the rows of `query`'s page) in a list of `total`. */
export function pageOf<T>(data: T[], total: number, query: PageQuery): Page<T> {
  return {
    data,
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
