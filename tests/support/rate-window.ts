// The shop's rate limits count hits in fixed windows aligned on the epoch (public.rate_limit_hit): a
// burst fired just before a window starts sees its counter reset halfway and fails by chance. Tests
// that count to a limit wait, when needed, until a new window has begun.

/** Waits until at least `marginSeconds` remain in the current `windowSeconds` window. */
export async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 90): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((done) => setTimeout(done, (left + 1) * 1000));
}

/** A timeout for a test that may wait for the next window and then count to its limit. */
export const WINDOW_WAIT_TIMEOUT = 240_000;
