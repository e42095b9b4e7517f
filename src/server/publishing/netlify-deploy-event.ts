// What Netlify posts to an event-triggered function (netlify/functions/deploy-succeeded.mts,
// deploy-failed.mts): { "payload": <the deploy>, "site": <the site> } (docs.netlify.com/functions/trigger-on-events).
// Netlify signs each event (a JSON web signature) and checks it before invoking the function, so a
// request from anyone else is refused (403) before it gets here; the function needs no secret of its own.
import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { readJsonBody } from '../http/json-body.ts';
import { withErrors } from '../http/responses.ts';
import { parseRequest } from '../http/validation.ts';
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
function productionDeploy(event: unknown, siteId: string | undefined): { id: string; createdAt: Date } | null {
  const { payload } = parseRequest(deployEvent, event, 'Not a deploy event');
  if (payload.context !== 'production') return null;
  if (siteId && payload.site_id && payload.site_id !== siteId) return null;
  return { id: payload.id, createdAt: new Date(payload.created_at) };
}

/** A deploy event (its JSON body) of this site: a production deploy's outcome goes to the publish state. */
async function recordDeployEvent(
  outcome: 'succeeded' | 'failed',
  event: unknown,
  siteId: string | undefined,
): Promise<void> {
  const deploy = productionDeploy(event, siteId);
  if (deploy) await recordDeploy(outcome, deploy.createdAt);
}

/** The whole of deploy-succeeded.mts / deploy-failed.mts, which differ by the outcome only: 204 once recorded. */
export function deployEventFunction(outcome: 'succeeded' | 'failed') {
  return withErrors(async (req: Request, context?: Context) => {
    await recordDeployEvent(outcome, await readJsonBody(req, 1024 * 1024), context?.site?.id);
    return new Response(null, { status: 204 });
  });
}
