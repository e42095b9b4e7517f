// Netlify sends the rules of the published site's `_headers` file with every static file it serves.
// @netlify/dev only reads `dist/_headers`, but the local runner serves its build from the data folder,
// so this reads that build's `_headers` (written by src/build/csp-headers.ts) the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface HeaderRule {
  pattern: RegExp;
  values: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), values: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) rules.at(-1)?.values.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `_headers` in siteDir gives pathname (none when the file is missing). */
export function siteHeadersFor(siteDir: string, pathname: string): [string, string][] {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, '_headers'), 'utf8');
  } catch {
    return [];
  }
  return parseHeadersFile(text).flatMap((rule) => (rule.pattern.test(pathname) ? rule.values : []));
}
