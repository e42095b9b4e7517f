// The embedded default has no scheduler: the local runner calls this once at start. It runs
// expireUnpaidOrders() (what the scheduled function expire-unpaid-orders does on Netlify) every
// minute, one run at a time, and logs instead of crashing when a run fails.
import { expireUnpaidOrders } from '../server/orders/expire-orders.ts';

export function startUnpaidOrderExpiry(intervalMs = 60_000): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { expired } = await expireUnpaidOrders();
      if (expired.length > 0) console.log(`Unpaid orders expired and restocked: ${expired.join(', ')}`);
    } catch (error) {
      console.error('Unpaid order expiry failed:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
