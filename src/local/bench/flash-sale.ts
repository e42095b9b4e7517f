// The flash sale, through HTTP on the shop exactly as `npm start` serves it: the owner sets a product's
// stock to the last few units (which asks for a storefront rebuild), and while that rebuild runs, many
// shoppers from distinct addresses order one unit each at the same instant; static pages are read
// all the while. Then the very next requests must be answered as usual. Used by the e2e test (which
// asserts) and by the bench (which reports).
import { randomUUID } from 'node:crypto';
import { clientAddress, countStatuses, send, type LoopbackResponse } from './loopback-client.ts';
import { orderPayload } from './order-payload.ts';
import { percentile } from './stats.ts';

export interface FlashSaleOptions {
  shopUrl: string;
  admin: { email: string; password: string };
  units?: number;
  shoppers?: number;
  /** First client address index, so that two runs on one shop use fresh addresses. */
  addressOffset?: number;
  rebuildTimeoutMs?: number;
}

export interface FollowUpCheck {
  what: string;
  expected: number;
  status: number;
}

export interface FlashSaleResult {
  productId: number;
  /** The product's stock before the sale, and a signed-in admin's token, to put it back. */
  stockBefore: number;
  token: string;
  orderStatuses: Record<number, number>;
  /** From the first order sent to the last answer. */
  wallMs: number;
  orderP95Ms: number;
  stockAfter: number;
  followUps: FollowUpCheck[];
  staticReads: number;
  static5xx: number;
  rebuildOverlapped: boolean;
  rebuildSucceeded: boolean;
  rebuildFailures: number;
}

interface RebuildStatus {
  state: string;
  completed: number;
  failed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rebuildStatus(shopUrl: string): Promise<RebuildStatus> {
  return JSON.parse((await send(`${shopUrl}/__local/rebuild`)).body) as RebuildStatus;
}

function json(body: unknown, extra: Record<string, string> = {}): { headers: Record<string, string>; body: string } {
  return { headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify(body) };
}

function multipart(fields: Record<string, string>): { headers: Record<string, string>; body: string } {
  const boundary = `----flash${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

function expectOk(response: LoopbackResponse, what: string): LoopbackResponse {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${response.body.slice(0, 300)}`);
  return response;
}

export async function adminToken(shopUrl: string, admin: { email: string; password: string }): Promise<string> {
  const login = expectOk(
    await send(`${shopUrl}/api/login`, { method: 'POST', from: '127.3.0.2', ...json(admin) }),
    'admin sign-in',
  );
  return (JSON.parse(login.body) as { token: string }).token;
}

/** Sets a product's stock through the admin API, as the back-office does (a storefront rebuild follows). */
export async function setStock(shopUrl: string, token: string, productId: number, stock: number): Promise<void> {
  const update = multipart({ _method: 'PUT', stock: String(stock) });
  const headers = { ...update.headers, authorization: `Bearer ${token}` };
  expectOk(
    await send(`${shopUrl}/api/products/${productId}`, { method: 'POST', headers, body: update.body }),
    'stock update',
  );
}

export async function runFlashSale(options: FlashSaleOptions): Promise<FlashSaleResult> {
  const { shopUrl, units = 10, shoppers = 100, addressOffset = 0, rebuildTimeoutMs = 180_000 } = options;
  const token = await adminToken(shopUrl, options.admin);
  const { id: productId, stock: stockBefore } = await firstProduct(shopUrl);

  // The owner puts the last units on sale (a rebuild follows).
  const before = await rebuildStatus(shopUrl);
  await setStock(shopUrl, token, productId, units);
  const status = await rebuildStarted(shopUrl, before);

  const reader = readStaticPages(shopUrl);
  const sale = await orderAtOnce(shopUrl, productId, shoppers, addressOffset);
  const rebuildOverlapped = (await rebuildStatus(shopUrl)).state !== 'idle' || status.state === 'building';
  const product = JSON.parse(
    expectOk(await send(`${shopUrl}/api/products/${productId}`), 'product after the sale').body,
  ) as { stock: number };
  const followUps = await followUpChecks(shopUrl, productId, addressOffset + shoppers);
  const after = await rebuildEnded(shopUrl, before, rebuildTimeoutMs);
  const reads = await reader.stop();

  return {
    productId,
    stockBefore,
    token,
    orderStatuses: countStatuses(sale.orders),
    wallMs: sale.wallMs,
    orderP95Ms: percentile(
      sale.orders.map((o) => o.ms),
      95,
    ),
    stockAfter: product.stock,
    followUps,
    staticReads: reads.count,
    static5xx: reads.errors5xx,
    rebuildOverlapped,
    rebuildSucceeded: after.completed > before.completed && after.state === 'idle',
    rebuildFailures: after.failed - before.failed,
  };
}

/** The catalog's first product: the one put on sale. */
async function firstProduct(shopUrl: string): Promise<{ id: number; stock: number }> {
  const products = JSON.parse(expectOk(await send(`${shopUrl}/api/products`), 'catalog').body) as {
    id: number;
    stock: number;
  }[];
  const [first] = products;
  if (!first) throw new Error('the flash sale needs a product: the catalog is empty');
  return first;
}

/** Lets the debounced rebuild start, so that the sale runs while it builds (15 s at most). */
async function rebuildStarted(shopUrl: string, before: RebuildStatus): Promise<RebuildStatus> {
  const waitUntil = Date.now() + 15_000;
  let status = await rebuildStatus(shopUrl);
  while (status.state !== 'building' && status.completed === before.completed && Date.now() < waitUntil) {
    await sleep(100);
    status = await rebuildStatus(shopUrl);
  }
  return status;
}

/** The rebuild that ran meanwhile must end live (retries included), not failed. */
async function rebuildEnded(shopUrl: string, before: RebuildStatus, timeoutMs: number): Promise<RebuildStatus> {
  const deadline = Date.now() + timeoutMs;
  let after = await rebuildStatus(shopUrl);
  while ((after.state !== 'idle' || after.completed === before.completed) && Date.now() < deadline) {
    await sleep(250);
    after = await rebuildStatus(shopUrl);
  }
  return after;
}

/** Static pages read throughout, one request at a time from a visitor's address, until stopped. */
function readStaticPages(shopUrl: string): { stop(): Promise<{ count: number; errors5xx: number }> } {
  let reading = true;
  const counts = { count: 0, errors5xx: 0 };
  const reader = (async () => {
    while (reading) {
      const page = await send(`${shopUrl}/shop/`, { from: '127.3.0.1' }).catch(() => ({ status: 599 }));
      counts.count += 1;
      if (page.status >= 500) counts.errors5xx += 1;
    }
  })();
  return {
    async stop() {
      reading = false;
      await reader;
      return counts;
    },
  };
}

/** Every shopper orders one unit at the same instant, each from an address of their own. */
async function orderAtOnce(
  shopUrl: string,
  productId: number,
  shoppers: number,
  addressOffset: number,
): Promise<{ orders: LoopbackResponse[]; wallMs: number }> {
  const started = performance.now();
  const orders = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => {
      const body = json(
        { ...orderPayload([productId], addressOffset + i), items: [{ product_id: productId, quantity: 1 }] },
        { 'idempotency-key': `flash-${randomUUID()}` },
      );
      return send(`${shopUrl}/api/orders`, { method: 'POST', from: clientAddress(addressOffset + i), ...body }).catch(
        (error: Error) => ({ status: 0, body: error.message, ms: 0 }),
      );
    }),
  );
  return { orders, wallMs: performance.now() - started };
}

/** The very next requests, each as a shopper would send it, each with the answer it should get. */
async function followUpChecks(shopUrl: string, productId: number, next: number): Promise<FollowUpCheck[]> {
  const followUps: FollowUpCheck[] = [];
  const check = async (what: string, expected: number, response: Promise<LoopbackResponse>) => {
    followUps.push({ what, expected, status: (await response.catch(() => ({ status: 0 }))).status });
  };
  for (let i = 0; i < 5; i++) {
    await check('GET /api/products', 200, send(`${shopUrl}/api/products`, { from: clientAddress(next + i) }));
    await check('GET /shop/', 200, send(`${shopUrl}/shop/`, { from: clientAddress(next + i) }));
    await check(
      'POST /api/orders without Idempotency-Key',
      400,
      send(`${shopUrl}/api/orders`, {
        method: 'POST',
        from: clientAddress(next + 5 + i),
        ...json(orderPayload([productId], i)),
      }),
    );
    const soldOut = json(
      { ...orderPayload([productId], i), items: [{ product_id: productId, quantity: 1 }] },
      { 'idempotency-key': `flash-after-${randomUUID()}` },
    );
    await check(
      'POST /api/orders for the sold-out product',
      409,
      send(`${shopUrl}/api/orders`, { method: 'POST', from: clientAddress(next + 10 + i), ...soldOut }),
    );
  }
  return followUps;
}
