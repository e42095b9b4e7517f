// The local outbox pages through every message it keeps: 450 messages are 200 + 200 + 50,
// newest first, by a cursor (`before`, the last id of the page before), so a message arriving meanwhile
// shifts nothing; the HTML list links to the older page; a malformed cursor or size is a 400 naming it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import outbox from '../../src/local/functions/outbox.mts';
import { outboxMailer } from '../../src/server/mail/local-mailbox.ts';
import { functionContext } from '../support/function-context.ts';
import { overrideEnv } from './orders/env-override.ts';

const KEY = 'paging-outbox-key-0123456789';
const COUNT = 450;
let dir: string;
let restoreEnv: () => void;

/** The n-th message, sent at 2026-01-01 00:00 plus n seconds (so message n is newer than n - 1). */
const send = (n: number) =>
  outboxMailer(dir).send({
    from: 'shop@maison.test',
    to: `client${n}@example.be`,
    subject: `Message ${n}`,
    html: `<p>${n}</p>`,
    text: String(n),
    date: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    messageId: `m${n}@maison.test`,
  });

interface Page {
  messages: { subject: string; id: string }[];
  next: string | null;
  total: number;
}

async function get(query = '', api = true): Promise<Response> {
  const url = `http://localhost${api ? '/api' : ''}/outbox/${KEY}${query}`;
  return outbox(new Request(url), functionContext({ key: KEY }));
}
const pageOf = async (query = ''): Promise<Page> => (await (await get(query)).json()) as Page;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-paging-'));
  restoreEnv = overrideEnv({ LOCAL_OUTBOX_DIR: dir, LOCAL_OUTBOX_KEY: KEY });
  for (let n = 0; n < COUNT; n++) await send(n);
});

afterAll(async () => {
  restoreEnv();
  await rm(dir, { recursive: true, force: true });
});

describe('the local outbox, page by page', () => {
  it('reaches every message, newest first, 200 at a time, by cursor', async () => {
    const first = await pageOf();
    expect(first.total).toBe(COUNT);
    expect(first.messages).toHaveLength(200);
    expect(first.messages[0]!.subject).toBe(`Message ${COUNT - 1}`);
    // a newer message arriving now shifts nothing on the older pages
    await send(COUNT + 10);
    const second = await pageOf(`?before=${first.next}`);
    const third = await pageOf(`?before=${second.next}`);
    expect([second.messages.length, third.messages.length, third.next]).toEqual([200, 50, null]);
    const subjects = [...first.messages, ...second.messages, ...third.messages].map((m) => m.subject);
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, i) => `Message ${COUNT - 1 - i}`));
    // a smaller page
    const small = await pageOf(`?limit=3&before=${third.messages[0]!.id}`);
    expect(small.messages.map((m) => m.subject)).toEqual(['Message 48', 'Message 47', 'Message 46']);
  });

  it('the HTML list links to the older messages, down to the oldest', async () => {
    let html = await (await get('', false)).text();
    const seen: string[] = [];
    for (let hop = 0; hop < 5; hop++) {
      seen.push(...[...html.matchAll(/>(Message \d+)<\/a>/g)].map((m) => m[1]!));
      const older = /href="\/outbox\/[^"?]+\?before=([^"]+)"[^>]*>Older messages/.exec(html);
      if (!older) break;
      html = await (await get(`?before=${older[1]}`, false)).text();
      expect(html).toContain('Newest messages');
    }
    expect(seen).toContain('Message 0');
    expect(new Set(seen).size).toBe(COUNT + 1);
  });

  it('400 naming a malformed cursor or page size', async () => {
    for (const [query, field] of [
      ['?before=../secrets', 'before'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=abc', 'limit'],
    ] as const) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
    }
  });
});
