// npm run deploy:check -- <site URL>: reads the deployed shop's GET /api/health and prints one line per
// check, OK or FAIL (with where to fix it): each variable a function needs, and each service the shop
// uses tested for real by the shop itself. Exit code 0 when every check passes, 1 when one fails, 2
// when the shop cannot be asked (no answer, or not a health answer).
import { healthSchema } from '../../contract/health.ts';
import { deployReport } from '../../server/launch/deploy-check-report.ts';

const TIMEOUT_MS = 20_000;

async function main(argument: string | undefined): Promise<number> {
  if (!argument || !/^https?:\/\//.test(argument)) {
    console.error('usage: npm run deploy:check -- <site URL>, e.g. https://maison.netlify.app');
    return 2;
  }
  const url = `${argument.replace(/\/+$/, '')}/api/health`;
  let body: unknown;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.json();
  } catch (error) {
    console.error(`FAIL  ${url} did not answer with JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const health = healthSchema.safeParse(body);
  if (!health.success) {
    console.error(`FAIL  ${url} is not this shop's health check (is the site deployed from this repository?)`);
    return 2;
  }
  const { text, complete } = deployReport(health.data);
  console.log(`${url}\n${text}`);
  console.log(complete ? 'The shop has everything it needs.' : 'The shop is not ready: see the FAIL lines.');
  return complete ? 0 : 1;
}

process.exitCode = await main(process.argv[2]);
