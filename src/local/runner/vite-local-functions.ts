// `npm run dev`: the local-only functions (src/local/functions: the local mailbox, the test payment
// gateway) served by the development server. The Netlify adapter's emulation serves only
// netlify/functions, which is what deploys; these are never in a production bundle, so the dev
// server mounts them itself, on their own `config.path`, as the local runner does under `npm start`.
import type { Plugin } from 'vite';
import { BackgroundWork, createFunctionContext } from './function-context.ts';
import { FunctionRouter, loadFunctions } from './function-routes.ts';
import { sendResponse, toRequest } from './node-http.ts';
import { BodyBudget, readBody } from './request-body.ts';

export function localFunctionsPlugin(directory: string, siteUrl: string): Plugin {
  const background = new BackgroundWork();
  const bodies = new BodyBudget();
  let router: Promise<FunctionRouter> | null = null;
  return {
    name: 'shop-local-functions',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', siteUrl);
        router ??= loadFunctions(directory).then((functions) => new FunctionRouter(functions));
        void router
          .then(async (routes) => {
            const match = routes.match(req.method ?? 'GET', url.pathname);
            if (!match) return next();
            const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req, bodies);
            if (body && body.kind !== 'read') return next(new Error(`request body refused: ${body.kind}`));
            try {
              const request = toRequest(req, url, body?.body ?? null);
              const ip = req.socket.remoteAddress ?? '';
              const { context, setCookies } = createFunctionContext(
                { request, params: match.params, ip, siteUrl, background },
                match.fn.name,
              );
              await sendResponse(req, res, await match.fn.handler(request, context), setCookies);
            } finally {
              body?.release();
            }
          })
          .catch(next);
      });
    },
  };
}
