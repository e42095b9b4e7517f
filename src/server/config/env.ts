// The one place that reads the environment. Every variable is declared here with what it is for, and
// a missing or malformed one is named in the error. Empty = the embedded default's local adapter.
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const ENV_DOCS = {
  DATABASE_URL: 'Postgres connection string. Production: Supabase transaction pooler (port 6543). Set by `npm start` in the embedded default.',
  SITE_URL: 'Public URL of the shop (canonical links, e-mails, payment return URLs). Netlify sets URL, used when this is empty.',
  SUPABASE_URL: 'Supabase project URL (https://<ref>.supabase.co). Empty = local auth and local storage.',
  SUPABASE_PUBLISHABLE_KEY: 'Supabase publishable (anon) key, used to sign admins in through Supabase Auth.',
  SUPABASE_SECRET_KEY: 'Supabase secret (service role) key, server only: storage uploads and admin lookups.',
  SUPABASE_STORAGE_BUCKET: 'Public storage bucket for product images (default product-images).',
  BUILD_HOOK_URL: 'Netlify build hook fired (debounced) after a catalog change so the static storefront is rebuilt.',
  LOCAL_AUTH_SECRET: 'Embedded default only: secret that signs local admin sessions (made by `npm start`).',
  LOCAL_STORAGE_DIR: 'Embedded default only: folder of the local image storage (set by `npm start`).',
} as const;

const schema = z
  .object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
    SITE_URL: optionalUrl,
    URL: optionalUrl,
    SUPABASE_URL: optionalUrl,
    SUPABASE_PUBLISHABLE_KEY: optionalText,
    SUPABASE_SECRET_KEY: optionalText,
    SUPABASE_STORAGE_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[a-z0-9-]+$/).default('product-images')),
    BUILD_HOOK_URL: optionalUrl,
    LOCAL_AUTH_SECRET: optionalText,
    LOCAL_STORAGE_DIR: optionalText,
  })
  .superRefine((env, ctx) => {
    if (!env.SUPABASE_URL) return;
    for (const key of ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_SECRET_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SUPABASE_URL is set' });
    }
  });

export type Env = z.infer<typeof schema> & {
  mode: 'embedded' | 'supabase';
  siteUrl: string;
  /** Where product image paths resolve: Supabase's public bucket URL, or the local runner's copy of it. */
  storagePublicUrl: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const doc = key in ENV_DOCS ? ` (${ENV_DOCS[key as keyof typeof ENV_DOCS]})` : '';
      return `- ${key}: ${source[key] === undefined || source[key] === '' ? 'missing' : issue.message}${doc}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example and the README.`);
  }
  const env = result.data;
  return {
    ...env,
    mode: env.SUPABASE_URL ? 'supabase' : 'embedded',
    siteUrl: (env.SITE_URL ?? env.URL ?? 'http://localhost:8888').replace(/\/$/, ''),
    storagePublicUrl: `${env.SUPABASE_URL ? env.SUPABASE_URL.replace(/\/$/, '') : ''}/storage/v1/object/public/${env.SUPABASE_STORAGE_BUCKET}`,
  };
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
