// @astrojs/netlify writes a catch-all `ssr` function (/*) unless the build output is static, and Astro
// counts an adapter as a server one unless it declares `buildOutput: 'static'`: staticNetlify declares
// it, so no function shadows the API or netlify.toml's rewrites on Netlify.
import { describe, expect, it } from 'vitest';
import { staticNetlify } from '../../src/build/static-netlify.ts';

describe('staticNetlify', () => {
  it('hands Astro the Netlify adapter with a static build output, keeping its other features', async () => {
    const integration = staticNetlify({ imageCDN: false });
    expect(integration.name).toBe('@astrojs/netlify');
    const adapters: { name: string; adapterFeatures?: { buildOutput?: string } }[] = [];
    const hook = integration.hooks['astro:config:done'];
    await hook?.({
      config: { root: new URL('file:///tmp/shop/'), build: { serverEntry: 'entry.mjs' } },
      setAdapter: (adapter: (typeof adapters)[number]) => adapters.push(adapter),
      buildOutput: 'static',
      logger: {
        info() {},
        warn() {},
        error() {},
        debug() {},
        fork() {
          return this;
        },
      },
      injectTypes: () => new URL('file:///tmp/shop/types.d.ts'),
    } as never);
    expect(adapters).toHaveLength(1);
    expect(adapters[0]?.name).toBe('@astrojs/netlify');
    expect(adapters[0]?.adapterFeatures).toMatchObject({ buildOutput: 'static', middlewareMode: 'classic' });
  });
});
