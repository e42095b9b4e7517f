// What a request asks for, read strictly before any route is chosen, so that odd spellings can never
// reach another route than the one they name:
// - the target must be a path (`/...`): no absolute URL, no `//host/...` (which a URL parser reads as
//   another host);
// - every percent-escape must decode (`/%ZZ` is a 400, not a URIError further on);
// - no dot segment, plain or encoded (`.`, `..`, `%2e%2e`): a URL parser resolves them, so
//   `DELETE /api/products/1/images/%2e%2e` would become `DELETE /api/products/1`. Browsers resolve them
//   before sending, so only a hand-made request carries one: it is refused (400), never resolved.
// And the methods: HEAD wherever GET is, OPTIONS answered with `Allow`, anything else a 405 with `Allow`.

export type TargetResult = { ok: true; url: URL } | { ok: false; reason: string };

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The request's URL, or why it is refused (400). `host` was checked by the host guard. */
export function readRequestTarget(rawTarget: string | undefined, host: string): TargetResult {
  const target = rawTarget ?? '/';
  if (!target.startsWith('/') || target.startsWith('//'))
    return { ok: false, reason: 'The request target must be a path.' };
  const [rawPath = '/'] = target.split('?', 1);
  try {
    decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'The path holds a malformed percent-escape.' };
  }
  if (rawPath.split('/').some((segment) => DOT_SEGMENT.test(segment)))
    return { ok: false, reason: 'The path holds a dot segment.' };
  return { ok: true, url: new URL(`http://${host}${target}`) };
}

/** The methods a path answers, as `Allow` says them: HEAD wherever GET is, and OPTIONS always. */
export function allowHeader(methods: Iterable<string>): string {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return [...allowed].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(', ');
}

/** Every method any function may declare, for a function that takes any method. */
export const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
