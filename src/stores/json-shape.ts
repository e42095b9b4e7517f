// Checks for reading the API's JSON answers in the browser without zod (its runtime would weigh more
// than the islands themselves): the shape is checked, never assumed. `shape<T>` takes one check per
// key of T, so a contract type (src/contract/*.ts, imported as a type) that gains or changes a field
// no longer compiles here until the reader follows it.
export type Json = Record<string, unknown>;
export type Check<T> = (value: unknown) => value is T;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** One check per key of T. */
export type ShapeChecks<T> = { [K in keyof T]-?: Check<T[K]> };

/** An object with every key of T passing its check (other keys are let through, unread). */
export const shape =
  <T extends object>(checks: ShapeChecks<T>): Check<T> =>
  (value): value is T =>
    isObject(value) && Object.entries(checks).every(([key, check]) => (check as Check<unknown>)(value[key]));

/** The keys of T, read from a value `shape` accepted: what else the server sent is left behind. */
export function pickShape<T extends object>(checks: ShapeChecks<T>, value: T): T {
  return Object.fromEntries(Object.keys(checks).map((key) => [key, value[key as keyof T]])) as T;
}
