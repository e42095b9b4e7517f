// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { buildPreflight } from './src/build/build-preflight.ts';
import { cspHeaders } from './src/build/csp-headers.ts';
import { staticNetlify } from './src/build/static-netlify.ts';

export default defineConfig({
  // The local runner builds into alternating folders and swaps `dist` atomically (src/local/runner/site-builder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  site: process.env.SITE_URL || process.env.URL || 'http://localhost:8888',
  output: 'static',
  // staticNetlify: @astrojs/netlify without its catch-all SSR function (every page is pre-rendered).
  adapter: staticNetlify({ imageCDN: false }),
  // cspHeaders: the pages' Content Security Policy (hashes of inline scripts) into <outDir>/_headers.
  // buildPreflight: only the build variables and a migrated database (one sentence naming `supabase db push`).
  integrations: [buildPreflight(), react(), cspHeaders({ supabaseUrl: process.env.SUPABASE_URL })],
  trailingSlash: 'ignore',
  // Instant product pages: a product link (data-astro-prefetch: ProductCard, the home's
  // hero) hovered or focused is fetched ahead; Chromium prerenders it whole (the page's static speculation
  // rules, src/components/layout/SpeculationRules.astro; Astro's own clientPrerender writes its rules at
  // run time, which the CSP's hashes cannot allow). Nothing is fetched at load time (Lighthouse), and only
  // product links take part: no cart or checkout page runs ahead of the shopper. Astro's `prefetch`
  // setting is off: it would put its script on every page; the components with product links bring it
  // (src/components/layout/LinkPrefetch.astro), so the cart and checkout do without it.
  // Styles inlined into each page: no render-blocking stylesheet request (Lighthouse mobile >= 98).
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  // Fewer, larger browser chunks where every page that loads one loads all of it (each file gzips on its
  // own, so a dozen sub-kilobyte chunks cost more than their sum): React with its DOM client, its store
  // hook for the islands (src/stores/use-store.ts) and the storefront pages' mount (src/islands/mount/) in
  // one (Astro's React renderer stays out: only the admin's island uses it); the storefront's shell (cart
  // badge, number and plural formatting, the sign-up form, nanostores) in another. Measured by
  // src/local/bench/page-weight.ts: about 2 KB less on the cart and checkout pages, 0.7 KB less on every
  // other page. The checkout's first load in one more
  // ($initial: what its island imports statically, not the payment step or the field checks fetched on
  // the form's first focus): 0.6 KB less than the four shared chunks the checkout, its payment step and
  // the order page split it into. The order page (ThankYou) loads it too, for the few modules it shares
  // (about 5 KB more there; the product page's buy-now link is left out: it loads no React).
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/](stores[\\/]use-store\.ts|islands[\\/]mount[\\/])/,
                  },
                  {
                    name: 'shell',
                    test: /node_modules[\\/]nanostores[\\/]|src[\\/]i18n[\\/](interpolate|plural|locale)\.ts|src[\\/]domain[\\/]vocabulary[\\/]language\.ts|src[\\/]stores[\\/](fetch-json|cart|persisted)\.ts|src[\\/]domain[\\/](cart[\\/]cart-items|pricing[\\/]totals)\.ts|early-interactions\.ts|email-signup-form\.ts/,
                  },
                  {
                    name: 'checkout',
                    test: /src[\\/]islands[\\/](Checkout\.tsx|checkout[\\/](?!buy-now-href|checkout-done|pending-payment\.|back-from-provider))|src[\\/]domain[\\/](tax[\\/]vat-rules|vocabulary[\\/](country|payment-method)|orders[\\/]shipping-address)\.ts/,
                    tags: ['$initial'],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  // `npm run dev` adds its local plugins (image bucket, client address) in src/local/runner/astro-dev.config.mjs:
  // this file imports nothing of src/local.
});
