// JavaScript weight of a built page, read from the static output: every script it loads (<script src>,
// modulepreload, each island's component and renderer) and their static imports, gzipped one by one as
// a server compresses them, plus its inline scripts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

/** Static imports of a built ES module (`import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`). */
function staticImports(code: string): string[] {
  const found = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']/g)];
  return found.map((m) => m[1] ?? '');
}

export interface PageWeight {
  page: string;
  htmlGz: number;
  jsGz: number;
  scripts: string[];
}

function pageHtmlFile(siteDir: string, page: string): string {
  const clean = page.replace(/^\/|\/$/g, '');
  return path.join(siteDir, clean, 'index.html');
}

export function measurePageWeight(siteDir: string, page: string): PageWeight | null {
  const file = pageHtmlFile(siteDir, page);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const entries = [
    ...attributeValues(html, /<script\b[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g),
    ...attributeValues(html, /\scomponent-url="([^"]+)"/g),
    ...attributeValues(html, /\srenderer-url="([^"]+)"/g),
  ].filter((url) => url.startsWith('/'));
  const seen = new Set<string>();
  let jsGz = 0;
  const visit = (url: string) => {
    const pathname = url.replace(/[?#].*$/s, '');
    if (seen.has(pathname)) return;
    seen.add(pathname);
    const scriptFile = path.join(siteDir, pathname);
    if (!existsSync(scriptFile)) return;
    const code = readFileSync(scriptFile, 'utf8');
    jsGz += gz(code);
    for (const target of staticImports(code)) visit(path.posix.resolve(path.posix.dirname(pathname), target));
  };
  entries.forEach(visit);
  const inline = [
    ...html.matchAll(/<script\b(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1] ?? '')
    .join('\n');
  if (inline.trim()) jsGz += gz(inline);
  return { page, htmlGz: gz(html), jsGz, scripts: [...seen] };
}
