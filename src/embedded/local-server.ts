// One port for the whole embedded shop: the built site, the functions, Blobs, and netlify.toml's
// redirects and headers come from @netlify/dev; this server adds what Supabase and Netlify's build
// hooks do in production: the public image bucket and a rebuild hook.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { binaryApiRequest } from './binary-request-body.ts';
import { PROJECT_ROOT, SITE_LINK } from './paths.ts';
import { siteHeadersFor } from './site-headers.ts';
import { compressorFor } from './compression.ts';
import { notFoundPage } from './not-found-page.ts';

const STORAGE_PREFIX = '/storage/v1/object/public/';
const IMAGE_TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg' };

export interface LocalServerOptions {
  port: number;
  storageDir: string;
  rebuildToken: string;
  onRebuildRequest: () => void;
}

async function serveStorage(pathname: string, storageDir: string, res: http.ServerResponse): Promise<void> {
  const relative = decodeURIComponent(pathname.slice(STORAGE_PREFIX.length));
  const file = path.resolve(storageDir, relative);
  const type = IMAGE_TYPES[path.extname(file)];
  const info = file.startsWith(storageDir + path.sep) && type ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain', 'x-content-type-options': 'nosniff' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': type!,
    'content-length': info.size,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

export async function startLocalServer(options: LocalServerOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const netlify = new NetlifyDev({
    projectRoot: PROJECT_ROOT,
    aiGateway: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    environmentVariables: { enabled: false },
    server: { enabled: false },
    // The build lives in the data folder (see site-builder.ts), not in netlify.toml's `dist`.
    staticFiles: { directories: [SITE_LINK] },
  });
  await netlify.start();
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      if (url.pathname.startsWith(STORAGE_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
        await serveStorage(url.pathname, options.storageDir, res);
        return;
      }
      if (url.pathname === '/__local/rebuild' && req.method === 'POST') {
        const authorized = req.headers.authorization === `Bearer ${options.rebuildToken}`;
        if (authorized) options.onRebuildRequest();
        res.writeHead(authorized ? 202 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: authorized }));
        return;
      }
      // Netlify never serves its own control files.
      const hidden = url.pathname === '/_headers' || url.pathname === '/_redirects';
      const binary = hidden ? null : await binaryApiRequest(req, url);
      const result = hidden ? undefined : binary ? await netlify.handleAndIntrospect(binary) : await netlify.handleAndIntrospectNodeRequest(req);
      let response = result?.response ?? new Response('Not found', { status: 404 });
      const pageRequest = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/api/');
      // Only the language 404 rules of netlify.toml: other 200 rewrites (the admin's edit routes) are pages.
      const languageFallback = result?.type === 'redirect' && response.status === 200 && /^\/(en|nl)(\/|$)/.test(url.pathname);
      if (pageRequest && (!result || languageFallback)) {
        const page = notFoundPage(SITE_LINK, url.pathname);
        if (page) response = new Response(page.body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
      }
      // The build's `_headers` (the CSP with its script hashes) for static files, as Netlify does.
      if (result?.type === 'static' || (result?.type === 'redirect' && response.status === 200) || (pageRequest && response.status === 404)) {
        for (const [name, value] of siteHeadersFor(SITE_LINK, url.pathname)) response.headers.set(name, value);
      }
      const compressor = response.body && req.method !== 'HEAD' ? compressorFor(req, response.headers) : null;
      const headers: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        headers[key] = key === 'set-cookie' ? response.headers.getSetCookie() : value;
      });
      if (compressor) {
        headers['content-encoding'] = compressor.encoding;
        delete headers['content-length'];
        headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
      }
      res.writeHead(response.status, headers);
      if (response.body && req.method !== 'HEAD') {
        const body = Readable.fromWeb(response.body as never);
        if (compressor) body.pipe(compressor.stream).pipe(res);
        else body.pipe(res);
      } else res.end();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const address = server.address() as { port: number };
  return {
    url: `http://localhost:${address.port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await netlify.stop();
    },
  };
}
