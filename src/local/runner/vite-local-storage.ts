// `npm run dev` (astro dev) serves the embedded default's image bucket under the same public path the
// local runner and Supabase use, so image URLs are the same everywhere, and takes the back-office's
// signed uploads into the staging folder as the local runner does.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseEnv } from '../../server/config/env.ts';
import { localStagingConfig } from '../../server/storage/index.ts';
import { handleSignedUpload, isSignedUploadPath } from './local-signed-upload.ts';

const PREFIX = '/storage/v1/object/public/';

export function localStoragePlugin(storageDir: string | undefined): Plugin {
  return {
    name: 'shop-local-storage',
    configureServer(server) {
      if (!storageDir) return;
      const root = path.resolve(storageDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (!isSignedUploadPath(url.pathname)) return next();
        handleSignedUpload(req, res, url, localStagingConfig(parseEnv())).catch(next);
      });
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        if (!pathname.startsWith(PREFIX)) return next();
        const file = path.resolve(root, pathname.slice(PREFIX.length));
        const info = file.startsWith(root + path.sep) ? statSync(file, { throwIfNoEntry: false }) : undefined;
        if (!info?.isFile()) return next();
        res.setHeader('content-type', file.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
