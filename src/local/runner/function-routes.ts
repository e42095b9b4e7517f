// The local runner's functions: every netlify/functions/*.mts (what Netlify deploys) and every
// src/local/functions/*.mts (what only a local shop serves: the local mailbox, the test payment
// gateway; never in a production bundle) imported once, in this process, and kept warm; requests routed to them on each function's own `config.path` and `config.method`, the way
// Netlify routes them (a trailing slash ignored, paths matched case-insensitively, the first function
// in file order wins). Production keeps Netlify's own runtime; the handlers are the same modules.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

export type FunctionHandler = (req: Request, context: Context) => Response | Promise<Response>;

export interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  config: Config;
}

interface Route {
  fn: LoadedFunction;
  pattern: URLPattern;
  methods: ReadonlySet<string> | null;
}

export interface FunctionMatch {
  fn: LoadedFunction;
  params: Record<string, string>;
}

const FUNCTION_FILE = /\.(mts|ts|mjs|js)$/;

/** Where the functions are: Netlify's folder (deployed), then the local-only ones (never deployed). */
export const FUNCTION_FOLDERS = ['netlify/functions', 'src/local/functions'] as const;

/** The deployed and the local-only functions of the project at `root`, in that order. */
export async function loadShopFunctions(root: string): Promise<LoadedFunction[]> {
  const loaded = await Promise.all(FUNCTION_FOLDERS.map((folder) => loadFunctions(path.join(root, folder))));
  return loaded.flat();
}

/** Imports every function of the folder; a module that fails to load or has no handler stops the start. */
export async function loadFunctions(directory: string): Promise<LoadedFunction[]> {
  const files = readdirSync(directory)
    .filter((file) => FUNCTION_FILE.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(directory, file)).href)) as {
        default?: unknown;
        config?: Config;
      };
      if (typeof module.default !== 'function')
        throw new Error(`${path.join(directory, file)} has no default export handler`);
      return {
        name: file.replace(FUNCTION_FILE, ''),
        handler: module.default as FunctionHandler,
        config: module.config ?? {},
      };
    }),
  );
}

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export class FunctionRouter {
  private readonly routes: Route[];

  constructor(functions: LoadedFunction[]) {
    this.routes = functions.flatMap((fn) => {
      const methods = asList(fn.config.method).map((m) => m.toUpperCase());
      return asList(fn.config.path).map((pathname) => ({
        fn,
        pattern: new URLPattern({ pathname }, { ignoreCase: true }),
        methods: methods.length > 0 ? new Set(methods) : null,
      }));
    });
  }

  /** The function that answers this method and path, with its path parameters; null when none does. */
  match(method: string, pathname: string): FunctionMatch | null {
    const normalized = withoutTrailingSlash(pathname);
    for (const route of this.routes) {
      if (route.methods && !route.methods.has(method.toUpperCase())) continue;
      const result = route.pattern.exec({ pathname: normalized });
      if (!result) continue;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.pathname.groups)) if (value !== undefined) params[name] = value;
      return { fn: route.fn, params };
    }
    return null;
  }

  /**
   * The methods the functions answer on this path (for 405's and OPTIONS' `Allow`): empty when no
   * function has the path, null when one takes any method.
   */
  methodsFor(pathname: string): Set<string> | null {
    const normalized = withoutTrailingSlash(pathname);
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (!route.pattern.test({ pathname: normalized })) continue;
      if (!route.methods) return null;
      for (const method of route.methods) methods.add(method);
    }
    return methods;
  }
}

function withoutTrailingSlash(pathname: string): string {
  return pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
