// Building blocks the admin API's schemas add to those of src/contract/common.ts.
import { z } from 'zod';

/** A calendar day, YYYY-MM-DD (Brussels days for VAT). */
export const daySchema = z.iso.date();

/**
 * A union type's members as a list zod can check, for unions the domain declares as types only: the
 * compiler refuses a list that misses a member (or names another), so the two cannot drift apart.
 */
export function allOf<T extends string>() {
  return <const L extends readonly [T, ...T[]]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ) => list;
}

/** Fields that share one schema (the texts of a row, its switches, its amounts), by name. */
export function fieldsOf<const K extends string, S extends z.ZodType>(names: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;
}
