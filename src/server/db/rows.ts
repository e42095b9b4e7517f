// Helpers of the admin's statements.
import type postgres from 'postgres';

/** A statement, whatever its rows: the handlers run it, the bench EXPLAINs it (src/local/bench/explain-admin.ts). */
export type Statement = postgres.Fragment;

/**
 * A statement that always answers one row (an aggregate, a nextval, a with-query that reports what it
 * did): its row, or an error saying which statement broke that promise.
 */
export function onlyRow<T>(rows: readonly T[], statement: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
