// GET /api/admin/messages pages the contact inbox (Netlify Blobs, here the embedded default's local
// Blobs server) with a cursor: more messages than any page, every one reached exactly once, newest
// first, the oldest on the last page; messages kept under the earlier bare-id keys are moved and shown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import inbox from '../../../netlify/functions/admin-inbox.mts';
import { startLocalBlobs } from '../../../src/local/runner/local-blobs.ts';
import type { ContactMessage } from '../../../src/contract/admin/inbox.ts';
import { saveContactMessage } from '../../../src/server/contact/contact-inbox.ts';
import { inboxStore, MOVES_PER_LISTING } from '../../../src/server/contact/inbox-store.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction } from '../../support/function-context.ts';
import { authed, signedInAdmin } from './helpers.ts';

const MESSAGES = 1200;
// more than one listing moves (MOVES_PER_LISTING): the first pages show moved and unmoved ones alike
const LEGACY = 150;
const HOUR = 3_600_000;
const FIRST = Date.UTC(2026, 0, 3, 9, 0, 0);

let blobsDir: string;
let blobs: { stop(): Promise<void> };
let token: string;
/** Every id saved, newest first. */
let allIds: string[];

interface MessagesPage {
  data: ContactMessage[];
  per_page: number;
  next_cursor: string | null;
}

async function getPage(query: string): Promise<Response> {
  return callFunction(inbox, new Request(`http://localhost/api/admin/messages${query}`, authed(token)));
}

async function walk(perPage: number): Promise<{ pages: MessagesPage[]; ids: string[] }> {
  const pages: MessagesPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await getPage(`?per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as MessagesPage;
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor && pages.length < 1000);
  return { pages, ids: pages.flatMap((p) => p.data.map((m) => m.id)) };
}

beforeAll(async () => {
  blobsDir = mkdtempSync(path.join(tmpdir(), 'inbox-blobs-'));
  blobs = await startLocalBlobs(blobsDir);
  await resetDatabase();
  token = await signedInAdmin();
  // three hours apart: about five months of messages, so pages cross month boundaries
  const dates = Array.from({ length: MESSAGES }, (_, n) => new Date(FIRST + n * 3 * HOUR));
  const saved: ContactMessage[] = [];
  for (let i = 0; i < dates.length; i += 25) {
    saved.push(
      ...(await Promise.all(
        dates.slice(i, i + 25).map((now, j) =>
          saveContactMessage(
            {
              name: `Client ${i + j}`,
              email: `client${i + j}@example.be`,
              subject: 'other',
              message: `Message ${i + j}`,
              language: 'fr',
            },
            now,
          ),
        ),
      )),
    );
  }
  // as the inbox stored them before month keys: under the bare id, at the top of the store
  expect(LEGACY).toBeGreaterThan(MOVES_PER_LISTING);
  for (let n = 0; n < LEGACY; n++) {
    const receivedAt = new Date(FIRST + (n * 24 + 1) * HOUR).toISOString();
    const legacy: ContactMessage = {
      id: `${receivedAt}-${n.toString(16).padStart(12, '0')}`,
      receivedAt,
      name: `Ancien ${n}`,
      email: `ancien${n}@example.be`,
      subject: 'press',
      message: 'avant',
      language: 'nl',
    };
    await inboxStore().setJSON(legacy.id, legacy);
    saved.push(legacy);
  }
  allIds = saved
    .map((m) => m.id)
    .sort()
    .reverse();
}, 240_000);

afterAll(async () => {
  await blobs.stop();
  rmSync(blobsDir, { recursive: true, force: true });
});

describe('GET /api/admin/messages pages through the whole inbox', () => {
  it('reaches every message once, newest first, the oldest on the last page', async () => {
    // the first listing moves a bounded share of the old bare-id messages; its page shows the rest as well
    const first = (await (await getPage('?per_page=100')).json()) as MessagesPage;
    expect((await inboxStore().list({ directories: true })).blobs).toHaveLength(LEGACY - MOVES_PER_LISTING);
    expect(first.data.map((m) => m.id)).toEqual(allIds.slice(0, 100));
    expect(first.data.some((m) => m.name.startsWith('Ancien '))).toBe(true);
    const { pages, ids } = await walk(100);
    expect(ids).toHaveLength(MESSAGES + LEGACY);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(allIds);
    expect(pages).toHaveLength(Math.ceil((MESSAGES + LEGACY) / 100));
    expect(pages.at(-1)!.data.at(-1)!.id).toBe(allIds.at(-1));
    expect(pages.at(-1)!.data.at(-1)!.name).toBe('Client 0');
    expect(pages.slice(0, -1).every((p) => p.data.length === 100 && p.next_cursor !== null)).toBe(true);
    // the moved messages read as they were written
    expect(pages.flatMap((p) => p.data).find((m) => m.name === 'Ancien 3')).toMatchObject({
      email: 'ancien3@example.be',
      message: 'avant',
    });
  });

  it('keeps no message under a bare id once listed (they live in their month)', async () => {
    const top = await inboxStore().list({ directories: true });
    expect(top.blobs).toEqual([]);
    expect(top.directories.sort()).toEqual([...new Set(allIds.map((id) => id.slice(0, 7)))].sort());
    expect(top.directories).toHaveLength(6);
  });

  it('the default page is the newest 20; a message arriving mid-walk shows on the first page only', async () => {
    const first = (await (await getPage('')).json()) as MessagesPage;
    expect(first.data.map((m) => m.id)).toEqual(allIds.slice(0, 20));
    const fresh = await saveContactMessage({
      name: 'Nouveau',
      email: 'nouveau@example.be',
      subject: 'press',
      message: 'Bonjour',
      language: 'en',
    });
    const second = (await (await getPage(`?cursor=${encodeURIComponent(first.next_cursor!)}`)).json()) as MessagesPage;
    expect(second.data.map((m) => m.id)).toEqual(allIds.slice(20, 40));
    const again = (await (await getPage('')).json()) as MessagesPage;
    expect(again.data[0]!.id).toBe(fresh.id);
    expect(again.data.map((m) => m.id).slice(1)).toEqual(allIds.slice(0, 19));
  });

  it('422 naming the field for a cursor that is not a next_cursor, or a page too large', async () => {
    const bad = await getPage('?cursor=../../etc');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('cursor');
    const big = await getPage('?per_page=5000');
    expect(big.status).toBe(422);
    expect(JSON.stringify(await big.json())).toContain('per_page');
  });
});
