// Sign-in limits beyond one address: guesses on one account spread over many client addresses, an
// IPv6 client walking through its /64, and the counters pruned by the scheduled job. Client addresses
// travel as the shop reads them: Netlify's context.ip (functionContext's ip), never a header.
import { beforeAll, describe, expect, it } from 'vitest';
import prune, { config as pruneConfig } from '../../../netlify/functions/prune-rate-limits.mts';
import { upsertLocalAdmin } from '../../../src/server/auth/local-admins.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { addressGroup } from '../../../src/server/http/address-group.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction } from '../../support/function-context.ts';
import { awayFromWindowEdge, WINDOW_WAIT_TIMEOUT } from '../../support/rate-window.ts';
import { freshIp, login } from './helpers.ts';

const WRONG = 'not the password at all';
const account = async (email: string) => {
  const password = `the password of ${email}`;
  await upsertLocalAdmin(getSql(), email, password);
  return { email, password };
};

beforeAll(async () => {
  await resetDatabase();
});

describe('sign-in limited per account', () => {
  it(
    '20 wrong passwords for one account from 20 addresses: 429 after the tenth, the right one too; other accounts unaffected',
    async () => {
      await awayFromWindowEdge(15 * 60);
      const owner = await account('owner@maison.test');
      const other = await account('other@maison.test');
      // only failures count: the owner's own sign-ins leave the allowance as it was
      for (let i = 0; i < 12; i++) expect((await login(owner, freshIp())).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await login({ email: owner.email, password: WRONG }, `198.51.100.${i + 1}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(10).fill(429));
      // the limit holds against the right password as well (a guess over the limit learns nothing)
      expect((await login(owner, freshIp())).status).toBe(429);
      expect((await login(other, freshIp())).status).toBe(200);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'one account however its e-mail is typed: trimmed and lower-cased',
    async () => {
      await awayFromWindowEdge(15 * 60);
      const owner = await account('mixed.case@maison.test');
      const spellings = ['Mixed.Case@Maison.test', ' MIXED.CASE@MAISON.TEST ', 'mixed.case@maison.test'];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await login({ email: spellings[i % 3]!, password: WRONG }, freshIp())).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      expect((await login({ email: 'MIXED.case@maison.test', password: owner.password }, freshIp())).status).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});

describe('an IPv6 client counts by its /64', () => {
  it('groups addresses of one /64 and keeps IPv4 (also IPv4-mapped) as it is', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('[2001:db8:1:2::abcd]')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it(
    '11 sign-ins from 11 addresses of one /64 (each on another account): the eleventh is 429; the next /64 is not',
    async () => {
      await awayFromWindowEdge(15 * 60);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await login(
              { email: `walker${i}@maison.test`, password: WRONG },
              `2001:db8:77:5:${(i + 1).toString(16)}::${i + 7}`,
            )
          ).status,
        );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      expect((await login({ email: 'walker-next@maison.test', password: WRONG }, '2001:db8:77:6::1')).status).toBe(401);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});

describe('sign-in limits: what a 429 says and what a success gives back', () => {
  it(
    'one address: 12 successful sign-ins and a failure never lock out the right password',
    async () => {
      await awayFromWindowEdge(15 * 60);
      const owner = await account('regular@maison.test');
      const ip = freshIp();
      for (let i = 0; i < 12; i++) expect((await login(owner, ip)).status).toBe(200);
      expect((await login({ email: owner.email, password: WRONG }, ip)).status).toBe(401);
      expect((await login(owner, ip)).status).toBe(200);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'Retry-After is the seconds until the lock ends, not a fixed minute',
    async () => {
      await awayFromWindowEdge(15 * 60, 120);
      const ip = freshIp();
      for (let i = 0; i < 10; i++)
        expect((await login({ email: `guess${i}@maison.test`, password: WRONG }, ip)).status).toBe(401);
      const locked = await login({ email: 'guess-last@maison.test', password: WRONG }, ip);
      expect(locked.status).toBe(429);
      const untilWindowEnd = 15 * 60 - ((Date.now() / 1000) % (15 * 60));
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(Math.abs(retryAfter - untilWindowEnd)).toBeLessThanOrEqual(3);
      expect(retryAfter).toBeGreaterThan(60);
    },
    WINDOW_WAIT_TIMEOUT,
  );
});

describe('rate-limit counters pruned by the scheduled job', () => {
  it('runs every two hours, deletes the counters of windows long over and keeps the recent ones', async () => {
    expect(pruneConfig.schedule).toBe('17 */2 * * *');
    const sql = getSql();
    await sql.unsafe(
      `insert into public.rate_limit_hits (bucket, window_start, hits) values
         ('login:203.0.113.1', now() - interval '3 days', 4),
         ('orders:203.0.113.2', now() - interval '25 hours', 1),
         ('login:203.0.113.3', now() - interval '2 hours', 9),
         ('contact:203.0.113.4', now(), 1)`,
    );
    const res = await callFunction(
      prune,
      new Request('http://localhost/.netlify/functions/prune-rate-limits', { method: 'POST' }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pruned: number }).pruned).toBe(2);
    const left = await sql.unsafe<{ bucket: string }[]>(
      `select bucket from public.rate_limit_hits where bucket like '%203.0.113.%' order by bucket`,
    );
    expect(left.map((r) => r.bucket)).toEqual(['contact:203.0.113.4', 'login:203.0.113.3']);
    // the live counters of this file's sign-ins are still there
    const { n } = (
      await sql.unsafe<{ n: number }[]>(
        `select count(*)::int as n from public.rate_limit_hits where bucket like 'login:%' and window_start > now() - interval '1 hour'`,
      )
    )[0]!;
    expect(n).toBeGreaterThan(0);
  });
});
