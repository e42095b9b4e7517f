// Astro integration: registers client:idle-replay (src/islands/hydration/idle-replay.ts), the hydration
// directive of every island a shopper can see and use before it has hydrated.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function idleReplayDirective(): AstroIntegration {
  return {
    name: 'maison:idle-replay-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'idle-replay',
          entrypoint: fileURLToPath(new URL('../islands/hydration/idle-replay.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:idle-replay'?: boolean;
  }
}
