// What Netlify posts to an event-triggered function (netlify/functions/deploy-succeeded.mts,
// deploy-failed.mts): { "payload": <the deploy>, "site": <the site> } (docs.netlify.com/functions/trigger-on-events).
// Netlify signs each event (a JSON web signature) and checks it before invoking the function, so a
// request from anyone else is refused (403) before it gets here; the function needs no secret of its own.
import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { readJson } from '../../admin/validation.ts';
import { withErrors } from '../../http/responses.ts';
import { recordDeploy } from './publish-state.ts';

const deployEvent = z.object({
  payload: z.object({
    id: z.string().min(1),
    site_id: z.string().optional(),
    // production, deploy-preview, branch-deploy: only a production deploy changes what shoppers see
    context: z.string().optional(),
    created_at: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'created_at: ISO date expected'),
  }),
});

/** The deploy an event is about when it is one of this site's production deploys; else null. */
export async function readProductionDeploy(req: Request, context: Pick<Context, 'site'> | undefined): Promise<{ id: string; createdAt: Date } | null> {
  const { payload } = await readJson(req, deployEvent);
  if (payload.context !== 'production') return null;
  const siteId = context?.site?.id;
  if (siteId && payload.site_id && payload.site_id !== siteId) return null;
  return { id: payload.id, createdAt: new Date(payload.created_at) };
}

/** The handler of deploy-succeeded.mts / deploy-failed.mts: the outcome goes to the publish state. */
export function deployEventHandler(outcome: 'succeeded' | 'failed') {
  return withErrors(async (req: Request, context?: Context) => {
    const deploy = await readProductionDeploy(req, context);
    if (deploy) await recordDeploy(outcome, deploy.createdAt);
    return new Response(null, { status: 204 });
  });
}
