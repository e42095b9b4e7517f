// `npm run dev`: the Netlify adapter's function emulation takes `context.ip` from X-Forwarded-For
// (empty without it), i.e. from the client. Set that header from the socket's peer address before the
// emulation sees the request, so rate limits key on an address the client cannot choose, as they do
// under `npm start` and on Netlify.
import type { Plugin } from 'vite';

export function clientAddressPlugin(): Plugin {
  return {
    name: 'shop-client-address',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
        next();
      });
    },
  };
}
