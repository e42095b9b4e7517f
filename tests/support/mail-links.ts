// E-mails of the test shop's outbox, for journeys that follow a link a shopper was sent.
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxPath } from './e2e.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail to `to` (newest first) once at least `count` have arrived. */
export async function mailsTo(request: APIRequestContext, to: string, count = 1): Promise<OutboxMail[]> {
  let found: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`/api${outboxPath()}`)).json()) as { messages: OutboxMail[] };
        found = messages.filter((m) => m.to === to);
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The site-relative address (path and fragment) of the first link in `text` whose path matches `path`. */
export function linkIn(text: string, path: RegExp): string {
  for (const raw of text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(raw);
    if (path.test(url.pathname)) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`no link to ${path} in: ${text}`);
}
