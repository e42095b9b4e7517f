// Small real HTTP servers for tests: a provider's fake API, or our own functions served in-process so
// a webhook sent over HTTP reaches the handler exactly as in production.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { functionContext, type FunctionHandler } from '../../support/function-context.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type FakeHandler = (
  req: RecordedRequest,
) =>
  | { status: number; body: unknown; headers?: Record<string, string> }
  | Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      try {
        const answer = await handler(recorded);
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves Netlify function handlers (by path prefix) over real HTTP. */
export async function serveFunctions(
  routes: { prefix: string; handler: FunctionHandler; param?: string }[],
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const route = routes.find((r) => url.pathname.startsWith(r.prefix));
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      const rest = url.pathname.slice(route.prefix.length);
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      });
      // context.ip as Netlify gives it: the address the connection came from, not a header.
      const response = await route.handler(
        request,
        functionContext(route.param ? { [route.param]: rest } : {}, req.socket.remoteAddress ?? ''),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
