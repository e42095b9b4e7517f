// The runtime `npm start` gives, tried from outside over HTTP as many clients at once would: a flash
// sale of the last 10 units to 100 shoppers at distinct addresses while the storefront rebuilds, the
// answers right after it, and the doors closed to strangers (foreign Host, the outbox, rate limits
// keyed on the socket's address rather than a header the client sets).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runFlashSale, setStock } from '../../src/local/bench/flash-sale.ts';
import { send } from '../../src/local/bench/loopback-client.ts';
import { E2E_BASE_URL, E2E_LOG_FILE, E2E_PORT } from '../support/e2e-env.ts';
import { adminCredentials, outboxPath } from '../support/e2e.ts';
import { awayFromWindowEdge, WINDOW_WAIT_TIMEOUT } from '../support/rate-window.ts';

test('a flash sale of the last 10 units to 100 shoppers at once, while the storefront rebuilds: 10 orders, 90 sold out, nothing else', async () => {
  test.setTimeout(240_000);
  const logBefore = readFileSync(E2E_LOG_FILE, 'utf8').length;
  const sale = await runFlashSale({ shopUrl: E2E_BASE_URL, admin: adminCredentials(), units: 10, shoppers: 100 });
  try {
    expect(sale.orderStatuses).toEqual({ 201: 10, 409: 90 });
    expect(sale.stockAfter).toBe(0);
    expect(sale.followUps.filter((f) => f.status !== f.expected)).toEqual([]);
    expect(sale.followUps).toHaveLength(20);
    expect(sale.rebuildOverlapped).toBe(true);
    expect(sale.rebuildSucceeded).toBe(true);
    expect(sale.staticReads).toBeGreaterThan(0);
    expect(sale.static5xx).toBe(0);
    const said = readFileSync(E2E_LOG_FILE, 'utf8').slice(logBefore);
    expect(said).not.toContain('ECONNRESET');
    expect(said.split('\n').filter((line) => /^\s+at /.test(line))).toEqual([]);
  } finally {
    // Later journeys buy this product: give it its stock back.
    await setStock(E2E_BASE_URL, sale.token, sale.productId, sale.stockBefore);
  }
});

test('a request for another host name is refused (421): no DNS rebinding', async () => {
  const foreign = await send(`${E2E_BASE_URL}/api/products`, { headers: { host: 'attacker.example' } });
  expect(foreign.status).toBe(421);
  expect(foreign.body).toContain('Misdirected');
  const rebound = await send(`${E2E_BASE_URL}/`, { headers: { host: `attacker.example:${E2E_PORT}` } });
  expect(rebound.status).toBe(421);
  for (const host of [`localhost:${E2E_PORT}`, `127.0.0.1:${E2E_PORT}`]) {
    expect((await send(`${E2E_BASE_URL}/api/products`, { headers: { host } })).status, host).toBe(200);
  }
});

test('the outbox answers only at its secret address', async () => {
  for (const path of ['/outbox', '/api/outbox', '/outbox/not-the-key', '/api/outbox/not-the-key-either']) {
    expect((await send(`${E2E_BASE_URL}${path}`)).status, path).toBe(404);
  }
  const outbox = await send(`${E2E_BASE_URL}${outboxPath()}`);
  expect(outbox.status).toBe(200);
  expect(outbox.body).toContain('<h1>Outbox</h1>');
  expect((await send(`${E2E_BASE_URL}/api${outboxPath()}`)).status).toBe(200);
});

test('a rate limit follows the client address the socket shows, whatever X-Forwarded-For says', async () => {
  test.setTimeout(WINDOW_WAIT_TIMEOUT);
  const attempt = (from: string, i: number) =>
    send(`${E2E_BASE_URL}/api/login`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      body: JSON.stringify({ email: `nobody-${i}@example.be`, password: `wrong-${i}` }),
    });
  // a new account each time: the per-account limit (login-limits.test.ts) stays out of it
  await awayFromWindowEdge(15 * 60);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await attempt('127.4.0.1', i)).status);
  // Login allows 10 attempts per 15 minutes from one address: a new X-Forwarded-For each time changes nothing.
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Another address has its own bucket.
  expect((await attempt('127.4.0.2', 99)).status).toBe(401);
});
