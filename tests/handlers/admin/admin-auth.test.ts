import { beforeAll, describe, expect, it, vi } from 'vitest';
import logoutHandler from '../../../netlify/functions/auth-logout.mts';
import userHandler from '../../../netlify/functions/auth-user.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction } from '../../support/function-context.ts';
import { awayFromWindowEdge, WINDOW_WAIT_TIMEOUT } from '../../support/rate-window.ts';
import { ADMIN, NON_ADMIN, authed, createAccounts, freshIp, login } from './helpers.ts';

beforeAll(async () => {
  await resetDatabase();
  await createAccounts();
});

describe('POST /api/login', () => {
  it('signs an admin in with a token and the user', async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { id: string; email: string } };
    expect(body.user.email).toBe(ADMIN.email);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password and an unknown e-mail alike with the spec text', async () => {
    for (const credentials of [
      { ...ADMIN, password: 'wrong password!!' },
      { email: 'nobody@test.local', password: 'whatever12345' },
    ]) {
      const res = await login(credentials);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'Login failed. Please check your credentials.' });
    }
  });

  it('answers 403 for a valid account that is not on the admin list', async () => {
    const res = await login(NON_ADMIN);
    expect(res.status).toBe(403);
  });

  it('names the field of a malformed request', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  // (each guess on another account here, so that the per-account limit, login-limits.test.ts, stays out of it)
  it(
    'rate-limits sign-in attempts from one client (429)',
    async () => {
      await awayFromWindowEdge(15 * 60);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await login({ email: `guess${i}@test.local`, password: 'wrong password!!' }, '192.0.2.77')).status,
        );
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Even the right password is refused while over the limit.
      expect((await login(ADMIN, '192.0.2.77')).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    "keys the limit on the platform's client address: a new X-Forwarded-For each call does not reset it",
    async () => {
      await awayFromWindowEdge(15 * 60);
      const ip = '192.0.2.78';
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (
            await login({ email: `forwarded${i}@test.local`, password: 'wrong password!!' }, ip, {
              'x-forwarded-for': `203.0.113.${i + 1}`,
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect((await login(ADMIN, ip, { 'x-forwarded-for': freshIp() })).status).toBe(429);
      // while another client (another platform address) is not limited, whatever header it sends.
      expect((await login(ADMIN, freshIp(), { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it('refuses to rate-limit (and to answer) a call without a client address, counting nothing', async () => {
    const rows = async () =>
      (
        await getSql().unsafe<{ total: number; empty: number }[]>(
          `select count(*)::int as total, count(*) filter (where bucket like '%:')::int as empty from public.rate_limit_hits`,
        )
      )[0]!;
    const before = await rows();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const ip of ['', '   ']) {
        const res = await login(ADMIN, ip, { 'x-forwarded-for': '203.0.113.50' });
        expect(res.status, `context.ip ${JSON.stringify(ip)}`).toBeGreaterThanOrEqual(500);
      }
      expect(String(logged.mock.calls[0]?.[0])).toContain('context.ip');
    } finally {
      logged.mockRestore();
    }
    expect(await rows()).toEqual({ total: before.total, empty: 0 });
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('returns the signed-in admin, then nothing once signed out', async () => {
    const { token } = (await (await login(ADMIN)).json()) as { token: string };
    const me = await callFunction(userHandler, new Request('http://localhost/api/user', authed(token)));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email });

    const out = await callFunction(
      logoutHandler,
      new Request('http://localhost/api/logout', authed(token, { method: 'POST' })),
    );
    expect(out.status).toBe(200);
    const after = await callFunction(userHandler, new Request('http://localhost/api/user', authed(token)));
    expect(after.status).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await callFunction(userHandler, new Request('http://localhost/api/user'))).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLWZvcmdlZA';
    expect((await callFunction(userHandler, new Request('http://localhost/api/user', authed(forged)))).status).toBe(
      401,
    );
    expect(
      (await callFunction(logoutHandler, new Request('http://localhost/api/logout', { method: 'POST' }))).status,
    ).toBe(401);
  });
});
