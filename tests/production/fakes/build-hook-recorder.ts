// Netlify's side of the storefront rebuild, played locally: the build hook URL records each call, and
// after it, as Netlify does once the triggered production deploy is live, the shop's deploy-succeeded
// event function is called with the deploy (its created_at: when the hook was called). The static pages
// themselves are not rebuilt here (the parity pass serves one build); what is checked is that a catalog
// change fires the hook and that the back-office's publish state follows the deploy's outcome.
import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from '../../handlers/orders/http-fakes.ts';

export interface BuildHookRecorder extends FakeServer {
  hookUrl: string;
  calls: { at: string }[];
}

export async function startBuildHookRecorder(siteUrl: () => string, deployDelayMs = 1500): Promise<BuildHookRecorder> {
  const calls: { at: string }[] = [];
  const hookId = randomBytes(8).toString('hex');
  const server = await startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== `/build_hooks/${hookId}`) return { status: 404, body: 'Not found' };
    const createdAt = new Date().toISOString();
    calls.push({ at: createdAt });
    setTimeout(() => {
      const event = {
        payload: { id: `deploy-${calls.length}`, context: 'production', created_at: createdAt, state: 'ready' },
        site: { id: 'parity-site' },
      };
      fetch(new URL('/.netlify/functions/deploy-succeeded', siteUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      })
        .then(async (r) => console.log(`[build hook] deploy-succeeded answered ${r.status} ${await r.text()}`))
        .catch((e: unknown) => console.error('[build hook] deploy-succeeded failed', e));
    }, deployDelayMs);
    return { status: 200, body: '' };
  });
  return Object.assign(server, { hookUrl: `${server.url}/build_hooks/${hookId}`, calls });
}
