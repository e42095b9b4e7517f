// The paced 10 MB chunked body attack against the shop as `npm start` serves it (a process of its
// own, so an uncaught exception would end it): every POST path of every function, N attacks each, K at
// once, each from a fresh loopback address. Reported: the answers by status, whether the process is
// still there after each path, and whether it then answers GET /api/health.
import { loadShopFunctions } from '../runner/function-routes.ts';
import { freshLoopback, pacedChunkedBody } from './paced-body.ts';
import { row, type BenchRow } from './results.ts';

/** A value for each route parameter, so every path template becomes a path its function answers. */
const PARAMS: Record<string, string> = {
  id: '1',
  imageId: '1',
  provider: 'test',
  sessionId: '1-abc',
  step: 'confirm',
  code: 'WELCOME10',
  emailId: '1',
  country: 'BE',
  validFrom: '2026-01-01',
};

async function postPaths(root: string): Promise<string[]> {
  const functions = await loadShopFunctions(root);
  const paths = functions.flatMap((fn) => {
    const methods = [fn.config.method ?? []].flat().map((m) => m.toUpperCase());
    if (methods.length > 0 && !methods.includes('POST')) return [];
    return [fn.config.path ?? []]
      .flat()
      .map((template) => template.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1'));
  });
  return [...new Set(paths)].sort();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function attackAll(shop: { url: string; pid: number }, paths: string[], attacks: number, atOnce: number) {
  const port = Number(new URL(shop.url).port);
  const answers: Record<string, number> = {};
  let exits = 0;
  for (const pathname of paths) {
    for (let done = 0; done < attacks; done += atOnce) {
      const batch = Array.from({ length: Math.min(atOnce, attacks - done) }, () =>
        pacedChunkedBody({
          port,
          path: pathname,
          headers: { 'idempotency-key': crypto.randomUUID() },
          localAddress: freshLoopback(),
        }),
      );
      for (const result of await Promise.all(batch)) {
        const kind = result.status === null ? `no answer (${result.error})` : String(result.status);
        answers[kind] = (answers[kind] ?? 0) + 1;
      }
    }
    if (!alive(shop.pid)) exits += 1;
    if (exits > 0) break;
  }
  return { answers, exits };
}

export async function pacedAttackRows(
  root: string,
  shop: { url: string; pid: number },
  attacks = 20,
): Promise<BenchRow[]> {
  const paths = await postPaths(root);
  const rows: BenchRow[] = [];
  // 8 at once stays inside the 96 MB body budget (8 x 6 MB); 20 at once goes past it: the rest is shed with 503.
  for (const atOnce of [8, 20]) {
    const { answers, exits } = await attackAll(shop, paths, attacks, atOnce);
    const health = exits === 0 ? (await fetch(`${shop.url}/api/health`)).status : 0;
    const summary = Object.entries(answers)
      .map(([kind, count]) => `${count} x ${kind}`)
      .join(', ');
    const shed = answers['503'] ?? 0;
    const other = Object.entries(answers)
      .filter(([kind]) => kind !== '413' && kind !== '503')
      .reduce((sum, [, count]) => sum + count, 0);
    rows.push(
      row(
        `Paced 10 MB chunked bodies: ${attacks} to each of ${paths.length} POST paths, ${atOnce} at once (npm start)`,
        `${summary}; process exits: ${exits}; GET /api/health after: ${health}`,
        atOnce <= 8 ? '0 exits, every answer 413' : '0 exits, every answer 413 (or 503 once the body budget is spent)',
        exits === 0 && health === 200 && other === 0 && (atOnce > 8 || shed === 0),
      ),
    );
  }
  return rows;
}
