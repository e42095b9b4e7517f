// The embedded default's mail: every message kept as files in LOCAL_OUTBOX_DIR (<id>.json with the
// headers and both bodies, <id>.html for a quick look), listed in the browser at /outbox.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmailAttachment, EmailMessage, Mailer } from './mailer.ts';

/** An attachment as the JSON file keeps it. */
export interface StoredAttachment extends Omit<EmailAttachment, 'content'> {
  contentBase64: string;
}

export interface StoredEmail extends Omit<EmailMessage, 'attachments' | 'date'> {
  id: string;
  from: string;
  date: string;
  attachments?: StoredAttachment[];
}

const ID_PATTERN = /^\d{8}T\d{9}Z-[a-f0-9]{8}$/;

/**
 * Sortable by time: 20261121T193702123Z-<8 hex>. With a Message-ID (an outbox row) the id is its
 * date and a hash of it, so a second attempt of the same row rewrites the same files: once here.
 */
function messageFileId(date: Date, messageId: string | undefined): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const suffix = messageId
    ? createHash('sha256').update(messageId).digest('hex').slice(0, 8)
    : randomBytes(4).toString('hex');
  return `${stamp}-${suffix}`;
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

export function outboxMailer(dir: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const { attachments, date = new Date(), ...rest } = message;
      const stored: StoredEmail = {
        ...rest,
        id: messageFileId(date, message.messageId),
        date: date.toISOString(),
        ...(attachments?.length
          ? {
              attachments: attachments.map(({ content, ...a }) => ({
                ...a,
                contentBase64: content.toString('base64'),
              })),
            }
          : {}),
      };
      await writeAtomically(path.join(dir, `${stored.id}.html`), message.html);
      await writeAtomically(path.join(dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
      return { id: stored.id };
    },
  };
}

/** The ids of the kept messages, newest first (the ids sort by time). */
async function messageIds(dir: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
}

/** Whether `value` can be a message id (and so a page cursor). */
export const isOutboxId = (value: string): boolean => ID_PATTERN.test(value);

export const OUTBOX_PAGE_SIZE = 200;

export interface OutboxPage {
  /** Newest first. */
  messages: StoredEmail[];
  /** The cursor of the next (older) page: `before` for the next call; null on the last page. */
  next: string | null;
  /** Every message kept. */
  total: number;
}

/**
 * One page of the outbox, newest first: the `limit` messages older than the id `before` (the newest
 * when absent). A cursor rather than an offset, so a message arriving meanwhile shifts nothing.
 */
export async function listOutboxPage(
  dir: string,
  { before, limit = OUTBOX_PAGE_SIZE }: { before?: string | undefined; limit?: number } = {},
): Promise<OutboxPage> {
  const all = await messageIds(dir);
  const older = before === undefined ? all : all.filter((id) => id < before);
  const ids = older.slice(0, limit);
  const messages = await Promise.all(ids.map((id) => readOutboxMessage(dir, id)));
  const last = ids.at(-1);
  return {
    messages: messages.filter((m): m is StoredEmail => m !== null),
    next: older.length > ids.length && last ? last : null,
    total: all.length,
  };
}

/** The newest `limit` messages, newest first. */
export async function listOutbox(dir: string, limit = OUTBOX_PAGE_SIZE): Promise<StoredEmail[]> {
  return (await listOutboxPage(dir, { limit })).messages;
}

export async function readOutboxMessage(dir: string, id: string): Promise<StoredEmail | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as StoredEmail;
  } catch {
    return null;
  }
}
