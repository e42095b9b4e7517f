// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';

export default defineConfig({
  // The local runner builds into alternating folders and swaps `dist` atomically (src/embedded/site-builder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  site: process.env.SITE_URL || process.env.URL || 'http://localhost:8888',
  output: 'static',
  adapter: netlify({ imageCDN: false }),
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
