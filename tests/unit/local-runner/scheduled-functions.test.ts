// The local runner plays Netlify's scheduler: a function with `config.schedule` runs once at the start
// (work left from before a restart, such as an e-mail still held after a crash, is not left waiting for
// the next tick) and then on its cron, in UTC; a function without a schedule is never called by it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduledFunctions } from '../../../src/local/runner/scheduled-functions.ts';
import type { LoadedFunction } from '../../../src/local/runner/function-routes.ts';

const SITE = 'http://127.0.0.1:8888';

function recorder(name: string, schedule?: string) {
  const bodies: { next_run: string }[] = [];
  const fn: LoadedFunction = {
    name,
    config: schedule ? { schedule } : { path: `/api/${name}` },
    handler: async (request) => {
      bodies.push((await request.json()) as { next_run: string });
      return new Response(null, { status: 204 });
    },
  };
  return { fn, bodies };
}

describe('scheduled functions on the local runner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:07:30Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs a scheduled function at the start and on each tick of its cron, and never an unscheduled one', async () => {
    const mail = recorder('send-emails', '*/15 * * * *');
    const api = recorder('products');
    const schedules = startScheduledFunctions([mail.fn, api.fn], SITE);
    await vi.waitFor(() => expect(mail.bodies).toHaveLength(1));
    expect(mail.bodies[0]?.next_run).toBe('2026-11-27T10:15:00.000Z');

    await vi.advanceTimersByTimeAsync(7.5 * 60_000 - 1_000);
    expect(mail.bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(mail.bodies).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    await vi.waitFor(() => expect(mail.bodies).toHaveLength(3));
    expect(api.bodies).toHaveLength(0);
    await schedules.stop();
  });

  it('stops on an invalid schedule, as a deploy would fail', () => {
    expect(() => startScheduledFunctions([recorder('broken', 'every quarter hour').fn], SITE)).toThrow();
  });

  it('calls no function once stopped', async () => {
    const mail = recorder('send-emails', '*/15 * * * *');
    const schedules = startScheduledFunctions([mail.fn], SITE);
    await schedules.stop();
    const after = mail.bodies.length;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(mail.bodies).toHaveLength(after);
  });
});
