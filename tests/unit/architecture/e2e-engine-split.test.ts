import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_PASSES, PGLITE_PASS, runsInPass } from '../../support/e2e-engine-split.ts';

const e2eDir = path.resolve(import.meta.dirname, '../../e2e');
const journeys = readdirSync(e2eDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.replace(/\.spec\.ts$/, ''));

// A renamed spec left in a list would silently move to the other pass: each listed name must be a spec.
// Every journey must run in exactly one CI pass, or in both when listed so.
describe('the journeys of the two CI passes', () => {
  it('lists existing specs only', () => {
    for (const name of [...PGLITE_PASS, ...BOTH_PASSES]) {
      expect(existsSync(path.join(e2eDir, `${name}.spec.ts`)), name).toBe(true);
    }
  });

  it('runs every journey once, and those listed in both passes twice', () => {
    for (const name of journeys) {
      const passes = (['pglite', 'postgresql'] as const).filter((pass) => runsInPass(name, pass));
      expect(passes.length, name).toBe(BOTH_PASSES.includes(name) ? 2 : 1);
    }
    expect(journeys.length).toBeGreaterThan(60);
  });
});
