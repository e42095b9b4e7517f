// One port for the whole embedded shop, as Netlify serves it in production:
// 1. only the shop's own Host (DNS rebinding, see host-guard.ts), else 421;
// 2. the functions, loaded once and called in this process on their own config.path and method
//    (function-routes.ts), with the context Netlify gives them (function-context.ts);
// 3. the built site with netlify.toml's redirects and headers and the build's `_headers`, from
//    @netlify/dev's static, redirect and header handlers (its function emulation, which bundles and
//    runs each call in a fresh worker, is switched off);
// plus what Supabase and Netlify's build hooks do in production: the public image bucket, signed
// uploads into the private staging bucket (local-signed-upload.ts) and a rebuild hook (POST; GET
// tells the state of the storefront build).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { BackgroundWork, createFunctionContext } from './function-context.ts';
import type { FunctionRouter, LoadedFunction } from './function-routes.ts';
import type { Context } from '@netlify/functions';
import { isAllowedHost } from './host-guard.ts';
import { handleSignedUpload, isSignedUploadPath } from './local-signed-upload.ts';
import type { LocalStagingConfig } from '../../server/storage/local-staging.ts';
import { isDisconnect, sendResponse, toRequest } from './node-http.ts';
import { ALL_METHODS, allowHeader, readRequestTarget } from './request-target.ts';
import { HttpError } from '../../server/http/errors.ts';
import { LoadShedder, SERVER_LIMITS } from './load-shedding.ts';
import { BodyBudget, lingerThenCloseUnreadBodies, MAX_BODY_BYTES, readBody } from './request-body.ts';
import { json } from '../../server/http/responses.ts';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { splitLocale } from '../../i18n/routing.ts';
import { notFoundPage } from './not-found-page.ts';
import { PROJECT_ROOT, SITE_LINK } from './paths.ts';
import { siteHeadersFor } from './site-headers.ts';

const STORAGE_PREFIX = '/storage/v1/object/public/';
const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};
const TEXT_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export interface LocalServerOptions {
  port: number;
  siteUrl: string;
  storageDir: string;
  /** The private staging bucket the back-office uploads to (signed URLs made by the functions). */
  staging: LocalStagingConfig;
  router: FunctionRouter;
  allowedHosts: ReadonlySet<string>;
  rebuildToken: string;
  onRebuildRequest: () => void;
  rebuildStatus: () => unknown;
  /** The connection limits and load shedding thresholds (load-shedding.ts); its defaults otherwise. */
  limits?: Partial<typeof SERVER_LIMITS>;
}

export interface LocalServer {
  url: string;
  stop(): Promise<void>;
  /** Its connections now (load-shedding.ts): how many are open, silent, shed. */
  connections(): LoadShedder['state'];
}

async function serveStorage(pathname: string, storageDir: string, res: http.ServerResponse): Promise<void> {
  const relative = decodeURIComponent(pathname.slice(STORAGE_PREFIX.length));
  const file = path.resolve(storageDir, relative);
  const type = IMAGE_TYPES[path.extname(file)];
  const info = file.startsWith(storageDir + path.sep) && type ? await stat(file).catch(() => null) : null;
  if (!type || !info?.isFile()) {
    res.writeHead(404, TEXT_HEADERS).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': type,
    'content-length': info.size,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(JSON.stringify(body));
}

/** What one running shop answers with: its options, the built site's handlers, the functions' background work. */
interface Shop {
  options: LocalServerOptions;
  site: NetlifyDev;
  background: BackgroundWork;
  /** The memory all request bodies being read may hold together. */
  bodies: BodyBudget;
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const site = await startSiteHandlers();
  const shop: Shop = { options, site, background: new BackgroundWork(), bodies: new BodyBudget() };
  const server = http.createServer((req, res) => {
    if (!shedder.admit(req, res)) return;
    lingerThenCloseUnreadBodies(req, res);
    handle(shop, req, res).catch((error: unknown) => failRequest(req, res, error));
  });
  // A browser or load test that hangs up is normal: no stack trace for it.
  server.on('clientError', (error, socket) => {
    if (!isDisconnect(error) && socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    else socket.destroy();
  });
  const shedder = new LoadShedder(server, { ...SERVER_LIMITS, ...options.limits });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const address = server.address() as { port: number };
  return {
    url: `http://localhost:${address.port}`,
    stop: () => stopShop(shop, server),
    connections: () => shedder.state,
  };
}

/** A request whose handling failed fails alone: logged once, a 500 with its code if nothing was sent yet. */
function failRequest(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  if (isDisconnect(error) || req.socket.destroyed) return;
  console.error(`${req.method} ${req.url} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { ...TEXT_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: 'Internal server error', code: 'internal_error' }));
}

/**
 * @netlify/dev serves netlify.toml's publish folder (`dist`) BEFORE the folders it is given, so a `dist`
 * left by `npm run build` or `netlify build` (the parity pass) shadowed this shop's own build with pages
 * made from another database. Its configuration is read through getConfig() (TypeScript-private, a plain
 * method at run time): the shop's build in the data folder is made the publish folder there.
 */
function publishFromDataFolder(site: NetlifyDev): void {
  type Resolved = { config: { build: { publish?: string } } };
  const patchable = site as unknown as { getConfig(): Promise<Resolved> };
  const original = patchable.getConfig.bind(site);
  patchable.getConfig = async () => {
    const resolved = await original();
    resolved.config.build.publish = SITE_LINK;
    return resolved;
  };
}

/** @netlify/dev's static, redirect and header handlers only: the functions run in this process instead. */
async function startSiteHandlers(): Promise<NetlifyDev> {
  const site = new NetlifyDev({
    projectRoot: PROJECT_ROOT,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
    // The build lives in the data folder (see site-builder.ts): publishFromDataFolder makes it the one folder served.
  });
  publishFromDataFolder(site);
  await site.start();
  return site;
}

/** Answers under way get a few seconds to finish; idle keep-alive connections close at once. */
async function stopShop(shop: Shop, server: http.Server): Promise<void> {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), 4000);
  await closed;
  clearTimeout(grace);
  await shop.background.settled();
  await shop.site.stop();
}

async function handle(shop: Shop, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { options } = shop;
  if (!isAllowedHost(req.headers.host, options.allowedHosts)) {
    res.writeHead(421, TEXT_HEADERS).end('Misdirected request: this shop answers only its own host name.\n');
    return;
  }
  const target = readRequestTarget(req.url, req.headers.host ?? '');
  if (!target.ok) return sendError(req, res, 400, target.reason);
  const { url } = target;
  if (isSignedUploadPath(url.pathname)) {
    await handleSignedUpload(req, res, url, options.staging);
    return;
  }
  if (url.pathname.startsWith(STORAGE_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
    await serveStorage(url.pathname, options.storageDir, res);
    return;
  }
  if (url.pathname === '/__local/rebuild') {
    answerRebuildHook(options, req, res);
    return;
  }
  if (await callFunction(shop, req, res, url)) return;
  if (url.pathname.startsWith('/api/') || req.method === 'GET' || req.method === 'HEAD') {
    await serveSite(shop.site, req, res, url);
    return;
  }
  // The site's pages and files are read, nothing else.
  const allow = allowHeader(['GET']);
  if (req.method === 'OPTIONS') res.writeHead(204, { allow, 'cache-control': 'no-store' }).end();
  else sendError(req, res, 405, `${req.method} is not allowed here.`, allow);
}

/** An error the runner answers itself, in the API's one error body. */
function sendError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  message: string,
  allow?: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const error = new HttpError(status, message);
  return sendResponse(req, res, json(error.body(), { status, headers: { ...headers, ...(allow ? { allow } : {}) } }));
}

/**
 * The method a function is called with: HEAD runs GET's function (the runner drops the body), OPTIONS
 * and a method the path does not take are answered here (204 / 405, both with `Allow`).
 */
async function functionMethod(
  shop: Shop,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<string | null> {
  const methods = shop.options.router.methodsFor(url.pathname) ?? new Set(ALL_METHODS);
  const method = (req.method ?? 'GET').toUpperCase();
  const asMethod = method === 'HEAD' && !methods.has('HEAD') ? 'GET' : method;
  if (methods.has(asMethod)) return asMethod;
  const allow = allowHeader(methods);
  if (method === 'OPTIONS') res.writeHead(204, { allow, 'cache-control': 'no-store' }).end();
  else await sendError(req, res, 405, `${method} is not allowed on ${url.pathname}.`, allow);
  return null;
}

/** The build hook: POST with the token asks for a rebuild; GET tells the state of the storefront build. */
function answerRebuildHook(options: LocalServerOptions, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'GET') return sendJson(res, 200, options.rebuildStatus());
  const authorized = req.method === 'POST' && req.headers.authorization === `Bearer ${options.rebuildToken}`;
  if (authorized) options.onRebuildRequest();
  sendJson(res, authorized ? 202 : 401, { ok: authorized });
}

async function callFunction(
  shop: Shop,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<boolean> {
  if (shop.options.router.methodsFor(url.pathname)?.size === 0) return false;
  const method = await functionMethod(shop, req, res, url);
  if (!method) return true;
  const match = shop.options.router.match(method, url.pathname);
  if (!match) return false;
  // The whole body first, as Netlify reads it before calling a function (request-body.ts).
  const body = method === 'GET' ? null : await readBody(req, shop.bodies);
  if (body && body.kind !== 'read') {
    if (body.kind === 'too_large') await sendError(req, res, 413, `Request body larger than ${MAX_BODY_BYTES} bytes`);
    else if (body.kind === 'over_budget')
      await sendError(req, res, 503, 'The shop is busy: try again in a moment.', undefined, { 'retry-after': '2' });
    return true;
  }
  try {
    const request = toRequest(req, url, body?.body ?? null, method);
    const ip = req.socket.remoteAddress ?? '';
    const { context, setCookies } = createFunctionContext(
      { request, params: match.params, ip, siteUrl: shop.options.siteUrl, background: shop.background },
      match.fn.name,
    );
    await sendResponse(req, res, await runFunction(match.fn, request, context), setCookies);
  } finally {
    body?.release();
  }
  return true;
}

/** The function's answer; one that throws (ours catch their own errors: withErrors) is a 500, as on Netlify. */
async function runFunction(fn: LoadedFunction, request: Request, context: Context): Promise<Response> {
  try {
    return await fn.handler(request, context);
  } catch (error) {
    console.error(`Function ${fn.name} threw:`, error);
    return json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 });
  }
}

async function serveSite(
  site: NetlifyDev,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  // Netlify never serves its own control files.
  const hidden = url.pathname === '/_headers' || url.pathname === '/_redirects';
  const result = hidden ? undefined : await site.handleAndIntrospectNodeRequest(req);
  let response = result?.response ?? new Response('Not found', { status: 404, headers: TEXT_HEADERS });
  const pageRequest = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/api/');
  // Only the language 404 rules of netlify.toml: other 200 rewrites (the admin's edit routes) are pages.
  const languageFallback =
    result?.type === 'redirect' && response.status === 200 && splitLocale(url.pathname).lang !== DEFAULT_LANGUAGE;
  if (pageRequest && (!result || languageFallback)) {
    const page = notFoundPage(SITE_LINK, url.pathname);
    if (page)
      response = new Response(page.body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  // The build's `_headers` (the CSP with its script hashes) for static files, as Netlify does.
  if (
    result?.type === 'static' ||
    (result?.type === 'redirect' && response.status === 200) ||
    (pageRequest && response.status === 404)
  ) {
    for (const [name, value] of siteHeadersFor(SITE_LINK, url.pathname)) response.headers.set(name, value);
  }
  await sendResponse(req, res, response);
}
