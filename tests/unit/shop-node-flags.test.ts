// The V8 flags the shop's process runs with (src/local/runner/memory-limits.ts) are the ones `npm start`
// passes: the bench's shop and the e2e server take them from the same list, package.json spells them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from '../../src/local/runner/memory-limits.ts';

const packageJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the shop process flags', () => {
  it('are on the node command of npm start, before the script', () => {
    const command = packageJson.scripts['start'] ?? '';
    const shopNode = command.slice(command.lastIndexOf('node '));
    for (const flag of SHOP_NODE_FLAGS) expect(shopNode.indexOf(flag), `${flag} in "${shopNode}"`).toBeGreaterThan(0);
    expect(shopNode.endsWith('src/local/scripts/start.ts')).toBe(true);
  });
});
