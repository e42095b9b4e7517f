// Newsletter subscription with double opt-in: the address is kept once (unique), with the time of
// consent; a confirmation link (random token, only its SHA-256 stored) confirms it.
import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterRequest } from '../../contract/newsletter.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The storefront page the e-mailed link opens (per language: /newsletter/confirm, /en/…, /nl/…). */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';

/**
 * Keeps the address (once) and returns a fresh confirmation token to e-mail, or null when the
 * address is already confirmed and subscribed (one that left subscribes again with a new opt-in) (nothing to send; the answer stays the same so nobody learns who is subscribed).
 */
export async function subscribe(input: NewsletterRequest, sql: Db = getSql()): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const rows = await sql<{ id: number }[]>`
    insert into public.newsletter_subscribers (email, language, confirm_token_hash)
    values (${input.email}, ${input.language}, ${hash(token)})
    on conflict (email) do update
      set confirm_token_hash = excluded.confirm_token_hash, language = excluded.language, consent_at = now(),
          confirmed_at = null, unsubscribed_at = null
      where public.newsletter_subscribers.confirmed_at is null or public.newsletter_subscribers.unsubscribed_at is not null
    returning id`;
  return rows.length > 0 ? token : null;
}

/**
 * Confirms the address of a valid, unused token; returns its language, or null. The token's hash is
 * kept after use, so an old link used again still finds the subscriber's language.
 */
export async function confirmSubscription(token: string): Promise<{ language: Language } | null> {
  const [row] = await getSql()<{ language: Language }[]>`
    update public.newsletter_subscribers set confirmed_at = now()
     where confirm_token_hash = ${hash(token)} and confirmed_at is null
     returning language`;
  return row ?? null;
}

/** The language of the subscriber a token was sent to (used or not), or null: it confirms nothing. */
export async function subscriberLanguage(token: string): Promise<Language | null> {
  const [row] = await getSql()<{ language: Language }[]>`
    select language from public.newsletter_subscribers where confirm_token_hash = ${hash(token)}`;
  return row?.language ?? null;
}

/** The storefront page where anyone leaves the newsletter by address (per language, like the confirmation). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/**
 * Marks the address as having left, now (kept for the admin's list); nothing when it is unknown or
 * already left. The caller answers the same either way: nobody learns who is subscribed.
 */
export async function unsubscribe(email: string, sql: Db = getSql()): Promise<boolean> {
  const rows = await sql<{ id: number }[]>`
    update public.newsletter_subscribers set unsubscribed_at = now()
     where email = ${email} and unsubscribed_at is null
    returning id`;
  return rows.length > 0;
}
