// Deploy Previews and branch deploys must not take money, sign anyone in or send mail with
// production's database and keys (Netlify gives every context the same variables unless the owner
// scopes them). Such a deploy serves the catalog read-only: orders, payments, sign-in, password reset,
// contact, newsletter and back-in-stock sign-ups answer 503 `preview_read_only`, no mail goes out,
// and the pages carry a "preview" ribbon. An owner who gives the preview context its own database and
// test keys sets PREVIEW_WRITES=on for that context (docs/deploying.md) and the preview works in full.
//
// Which deploy this is: Netlify tells a function (context.deploy.context) and the build (CONTEXT);
// SHOP_PREVIEW=read-only (netlify.toml's preview contexts) says the same to anything else.
import { HttpError } from '../http/errors.ts';

const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

export interface DeployContext {
  deploy?: { context?: string };
}

export function isReadOnlyPreview(context?: DeployContext, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PREVIEW_WRITES === 'on') return false;
  const deploy = context?.deploy?.context ?? env.CONTEXT;
  return (deploy !== undefined && PREVIEW_CONTEXTS.has(deploy)) || env.SHOP_PREVIEW === 'read-only';
}

/** 503 `preview_read_only` in a read-only preview: nothing is written, no money taken, no mail sent. */
export function refuseInPreview(context?: DeployContext): void {
  if (!isReadOnlyPreview(context)) return;
  throw new HttpError(
    503,
    'This is a preview of the shop: orders, sign-in and messages are switched off here. Use the live shop.',
    { code: 'preview_read_only' },
  );
}

/** The deploy's own address in a preview (Netlify's DEPLOY_PRIME_URL), so its links stay on the preview. */
export function previewSiteUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const deploy = env.CONTEXT;
  return deploy !== undefined && PREVIEW_CONTEXTS.has(deploy) && env.DEPLOY_PRIME_URL
    ? env.DEPLOY_PRIME_URL
    : undefined;
}
