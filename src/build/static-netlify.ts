// @astrojs/netlify, told that this site's build output is static.
// Astro counts any adapter that does not declare `adapterFeatures.buildOutput: 'static'` as a server
// build, and @astrojs/netlify 8 then writes a catch-all `ssr` function (path `/*`) in astro:build:done,
// although every page here is pre-rendered. On Netlify a function with a path runs before the
// netlify.toml rewrites and before the other functions whose routes it also matches: it answered
// /api/orders, /api/admin/* and the back-office's edit screens with its 404 page. Declaring
// the output static keeps the adapter (its dev emulation, _redirects and headers) and emits no function.
import netlify from '@astrojs/netlify';
import type { AstroIntegration } from 'astro';

type NetlifyOptions = Parameters<typeof netlify>[0];
type ConfigDoneHook = NonNullable<AstroIntegration['hooks']['astro:config:done']>;

export function staticNetlify(options?: NetlifyOptions): AstroIntegration {
  const integration = netlify(options);
  const configDone = integration.hooks['astro:config:done'];
  if (!configDone)
    throw new Error('@astrojs/netlify no longer sets its adapter in astro:config:done: check staticNetlify');
  const wrapped: ConfigDoneHook = (params) =>
    configDone({
      ...params,
      setAdapter: (adapter) =>
        params.setAdapter({ ...adapter, adapterFeatures: { ...adapter.adapterFeatures, buildOutput: 'static' } }),
      // the adapter reads the build output from here to decide whether to write its SSR function
      get buildOutput() {
        return params.buildOutput;
      },
    });
  return { ...integration, hooks: { ...integration.hooks, 'astro:config:done': wrapped } };
}
