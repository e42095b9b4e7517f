// Astro integration: after the build, hashes every inline script of every page and writes the
// storefront's Content Security Policy into <outDir>/_headers, which Netlify (and the local runner,
// src/local/runner/site-headers.ts) send with every static file. Recomputed at each build, so a new inline
// script is allowed by its exact text and nothing else is.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pagePolicy } from '../server/http/content-security-policy.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Types a browser executes, and speculation rules (which script-src governs too); data blocks such as
// application/ld+json or application/json are not scripts.
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript|speculationrules)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export function cspHeaders(options: { supabaseUrl?: string | undefined }): AstroIntegration {
  return {
    name: 'maison:csp-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(outDir)) {
          for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
        }
        const policy = pagePolicy({ scriptHashes: [...hashes], supabaseUrl: options.supabaseUrl });
        await writeFile(path.join(outDir, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
        logger.info(`_headers: Content-Security-Policy with ${hashes.size} inline script hash(es)`);
      },
    },
  };
}
