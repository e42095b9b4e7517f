// @ts-check
// `npm run dev` only: the shop's astro.config.mjs plus the development server's local plugins. The
// build's config (astro.config.mjs) imports nothing of src/local, so no local-only code can reach a
// deployed build; these plugins act only on the dev server (configureServer).
import { fileURLToPath } from 'node:url';
import baseConfig from '../../../astro.config.mjs';
import { clientAddressPlugin } from './vite-client-address.ts';
import { localFunctionsPlugin } from './vite-local-functions.ts';
import { localStoragePlugin } from './vite-local-storage.ts';

export default {
  ...baseConfig,
  // serves the embedded image bucket and the local-only functions (src/local/functions) like the local
  // runner does, and gives the functions the socket's address as context.ip
  vite: {
    ...baseConfig.vite,
    plugins: [
      ...(baseConfig.vite?.plugins ?? []),
      clientAddressPlugin(),
      localStoragePlugin(process.env.LOCAL_STORAGE_DIR),
      localFunctionsPlugin(
        fileURLToPath(new URL('../functions', import.meta.url)),
        process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`,
      ),
    ],
  },
};
