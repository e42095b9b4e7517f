// Astro integration: before any page is rendered, checks what the build needs and nothing more: the
// build variables (src/server/config/env.ts, parseBuildEnv) and a migrated database. A first deploy on
// Netlify + Supabase then fails, when it fails, on one sentence saying what to do: runtime secrets
// (SMTP, Stripe, the build hook) are the functions' business, never the build's.
import type { AstroIntegration } from 'astro';
import { parseBuildEnv } from '../server/config/env.ts';
import { assertBuildSchema } from '../server/db/schema-check.ts';

export function buildPreflight(): AstroIntegration {
  return {
    name: 'maison:build-preflight',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        let databaseUrl: string;
        try {
          databaseUrl = parseBuildEnv(process.env).DATABASE_URL;
          await assertBuildSchema(databaseUrl);
        } catch (error) {
          // the sentence alone, then the build stops: Astro would wrap a thrown error in a hook
          // failure notice and an empty stack trace (`astro build` is always its own process here)
          logger.error(error instanceof Error ? error.message : String(error));
          process.exit(1);
        }
        logger.info('build variables and database schema: ready');
      },
    },
  };
}
