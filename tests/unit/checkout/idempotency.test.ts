// One Idempotency-Key per checkout attempt: a retry of the same body reuses it, another body gets a new one.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAttempt, idempotencyKeyFor } from '../../../src/islands/checkout/idempotency.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/contract/orders.ts';
import { freshSessionStorage } from './memory-storage.ts';

describe('checkout idempotency key', () => {
  beforeEach(() => {
    freshSessionStorage();
  });

  it('is kept for a retry of the same body (a double click, a timeout, a reload) and has the shape the server accepts', () => {
    const key = idempotencyKeyFor('{"a":1}');
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(idempotencyKeyFor('{"a":1}')).toBe(key);
  });

  it('changes with the body, and after the order exists', () => {
    const key = idempotencyKeyFor('{"a":1}');
    const other = idempotencyKeyFor('{"a":2}');
    expect(other).not.toBe(key);
    forgetAttempt();
    expect(idempotencyKeyFor('{"a":2}')).not.toBe(other);
  });
});
