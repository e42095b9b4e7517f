// .env.example is the list a deployer reads: it must name every variable the env module knows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_REQUIRED, ENV_DOCS, RUNTIME_VARIABLES } from '../../src/server/config/env.ts';

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe('.env.example', () => {
  it('lists every variable of the env module', () => {
    expect(Object.keys(ENV_DOCS).filter((key) => !listed.has(key))).toEqual([]);
  });

  it('marks the build variables and the runtime secrets docs/deploying.md and the checklist name', () => {
    for (const key of [...BUILD_REQUIRED, ...RUNTIME_VARIABLES]) expect(listed.has(key), key).toBe(true);
    // the comment block right above each variable says which kind it is
    // (variables sharing one comment, as PayPal's id and secret, skip each other's lines)
    const kindOf = (key: string) => {
      const above = (example.split(new RegExp(`^${key}=`, 'm'))[0] ?? '').trimEnd().split('\n').reverse();
      const comments = above.slice(above.findIndex((line) => line.startsWith('#')));
      return comments.slice(0, comments.findIndex((line) => !line.startsWith('#')) >>> 0).join('\n');
    };
    for (const key of BUILD_REQUIRED) expect(kindOf(key), key).toContain('(build)');
    for (const key of RUNTIME_VARIABLES) expect(kindOf(key), key).toContain('(runtime)');
    expect(example).not.toContain('(required)');
  });
});
