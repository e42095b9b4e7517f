import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRESQL_PASS_ONLY, PGLITE_PASS_ONLY } from '../../support/e2e-engine-split.ts';

const e2eDir = path.resolve(import.meta.dirname, '../../e2e');

// A renamed spec left in a list would silently run on both engines, or a typo on neither list: each name
// must be a spec, and no spec may be in both lists (it would then run in neither CI pass).
describe('the journeys CI runs on one engine only', () => {
  it('names existing specs, none in both lists', () => {
    for (const name of [...PGLITE_PASS_ONLY, ...POSTGRESQL_PASS_ONLY]) {
      expect(existsSync(path.join(e2eDir, `${name}.spec.ts`)), name).toBe(true);
    }
    expect(PGLITE_PASS_ONLY.filter((name) => POSTGRESQL_PASS_ONLY.includes(name))).toEqual([]);
  });
});
