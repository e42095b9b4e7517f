// Every HTTP endpoint of the API, read from the functions themselves: each netlify/functions/*.mts with
// its config.path list and methods. Scheduled functions (no path) are not reachable over HTTP.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FunctionHandler } from '../../support/function-context.ts';

/** Called with a full context (params and ip), as Netlify calls it. */
export type Handler = FunctionHandler;

export interface Endpoint {
  name: string;
  handler: Handler;
  path: string;
  params: string[];
  method: string;
}

export const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../../netlify/functions');
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export async function listEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.mts'))
    .sort()) {
    const mod = (await import(path.join(FUNCTIONS_DIR, file))) as {
      default: Handler;
      config?: { path?: string | string[]; method?: string | string[] };
    };
    const paths = mod.config?.path === undefined ? [] : [mod.config.path].flat();
    const methods = mod.config?.method === undefined ? ALL_METHODS : [mod.config.method].flat();
    for (const p of paths) {
      const params = [...p.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      for (const method of methods)
        endpoints.push({ name: file.replace(/\.mts$/, ''), handler: mod.default, path: p, params, method });
    }
  }
  return endpoints;
}

export function fillPath(template: string, params: Record<string, string>): string {
  // A URL cannot carry a lone surrogate (it travels as U+FFFD); the context's params keep the raw value.
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params[name] ?? '').toWellFormed()));
}

export const acceptsBody = (method: string) => method !== 'GET' && method !== 'HEAD';
