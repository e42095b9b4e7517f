// Where the contact inbox keeps its messages (the Netlify Blobs store 'contact-messages': Netlify in
// production, the local runner's Blobs server in the embedded default, same code) and how the admin
// pages through them, newest first, without reading the whole store.
//
// Keys are `<YYYY-MM>/<id>`, id = `<ISO timestamp>-<12 hex>`: one Blobs "directory" per month. The
// public Blobs API pages with its own cursor but cannot resume a listing from one across requests,
// and does not promise an order. So the admin's cursor is the last key it was shown: the next page
// lists the months from that key's month back (one small listing per month, not the whole store),
// sorts the keys itself and keeps those strictly older than the cursor. Keys are unique and the ISO
// timestamp sorts as text, so nothing is skipped or shown twice, and messages arriving meanwhile
// (newer than any cursor) only appear when the first page is loaded again. Only the page's own
// messages are read.
//
// Messages saved before this scheme sit at the top level under their bare id; each listing moves up
// to MOVES_PER_LISTING of them into their month (same id, same content) and pages the rest under the
// key they will have, so existing inboxes need no separate migration and lose nothing meanwhile.
import { getStore, type Store } from '@netlify/blobs';
import type { ContactMessage, MessagesPage } from '../../contract/admin/inbox.ts';

export const CONTACT_STORE = 'contact-messages';

const ID = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-[0-9a-f]{12}`;
const MESSAGE_ID = new RegExp(`^${ID}$`);
const MONTH = /^\d{4}-\d{2}$/;
/** A page cursor is a message key. */
export const CURSOR_PATTERN = new RegExp(`^\\d{4}-\\d{2}/${ID}$`);
const MOVE_BATCH = 10;
export const MOVES_PER_LISTING = 100;

export function inboxStore(): Store {
  return getStore({ name: CONTACT_STORE, consistency: 'strong' });
}

export const messageKey = (id: string) => `${id.slice(0, 7)}/${id}`;

async function moveLegacyMessages(store: Store, legacy: string[]): Promise<void> {
  for (let i = 0; i < legacy.length; i += MOVE_BATCH) {
    await Promise.all(
      legacy.slice(i, i + MOVE_BATCH).map(async (key) => {
        const message: unknown = await store.get(key, { type: 'json' });
        // written before the old key goes: a failure in between leaves a copy the next listing moves again
        if (message !== null) await store.setJSON(messageKey(key), message);
        await store.delete(key);
      }),
    );
  }
}

interface InboxLayout {
  /** The months that hold messages, newest first. */
  months: string[];
  /** Messages still under a bare id (past this request's share of moves): month key -> stored key. */
  unmoved: Map<string, string>;
}

async function inboxLayout(store: Store): Promise<InboxLayout> {
  const top = await store.list({ directories: true });
  const legacy = top.blobs
    .map((b) => b.key)
    .filter((key) => MESSAGE_ID.test(key))
    .sort();
  // a bounded share per request: a large old inbox moves over a few listings, never past a function's
  // time limit, and what is not moved yet is paged all the same under the key it will have
  await moveLegacyMessages(store, legacy.slice(0, MOVES_PER_LISTING));
  const unmoved = new Map(legacy.slice(MOVES_PER_LISTING).map((key) => [messageKey(key), key]));
  const months = new Set([...top.directories.filter((d) => MONTH.test(d)), ...legacy.map((key) => key.slice(0, 7))]);
  return { months: [...months].sort().reverse(), unmoved };
}

export async function contactMessagesPage({
  cursor = null,
  per_page,
}: {
  cursor?: string | null;
  per_page: number;
}): Promise<MessagesPage> {
  if (cursor !== null && !CURSOR_PATTERN.test(cursor)) throw new Error(`Invalid inbox cursor: ${cursor}`);
  const store = inboxStore();
  const { months, unmoved } = await inboxLayout(store);
  const keys: string[] = [];
  for (const month of months) {
    if (cursor !== null && month > cursor.slice(0, 7)) continue;
    const { blobs } = await store.list({ prefix: `${month}/` });
    const inMonth = new Set([
      ...blobs.map((b) => b.key),
      ...[...unmoved.keys()].filter((key) => key.startsWith(`${month}/`)),
    ]);
    const older = [...inMonth].filter((key) => CURSOR_PATTERN.test(key) && (cursor === null || key < cursor));
    keys.push(...older.sort().reverse());
    // one key beyond the page tells whether an older page exists
    if (keys.length > per_page) break;
  }
  const pageKeys = keys.slice(0, per_page);
  const messages = await Promise.all(
    pageKeys.map((key) => store.get(unmoved.get(key) ?? key, { type: 'json' }) as Promise<ContactMessage | null>),
  );
  return {
    // a message deleted between the listing and the read is simply not shown
    data: messages.filter((m): m is ContactMessage => m !== null),
    per_page,
    next_cursor: keys.length > per_page ? (pageKeys.at(-1) ?? null) : null,
  };
}
