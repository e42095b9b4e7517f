// Leaving the newsletter: POST /api/newsletter/unsubscribe { email } answers the same whether or not
// the address was subscribed, keeps the time it left (the admin's list shows it), and subscribing
// again starts a new double opt-in; the confirmation e-mail links the unsubscribe page.
// (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeEach, describe, expect, it } from 'vitest';
import newsletter from '../../../netlify/functions/newsletter.mts';
import newsletterUnsubscribe from '../../../netlify/functions/newsletter-unsubscribe.mts';
import { subscribersPage } from '../../../src/server/contact/admin-inbox.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';
import { freshIp, functionContext, type FunctionHandler } from '../../support/function-context.ts';

const post = (handler: FunctionHandler, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    functionContext({}, freshIp()),
  );

const row = async (email: string) =>
  (
    await getSql()<{ confirmed_at: Date | null; unsubscribed_at: Date | null }[]>`
      select confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = ${email}`
  )[0];

beforeEach(() => resetDatabase());

describe('leaving the newsletter', () => {
  it('marks the address as left, with the time, and the admin list says so; unknown addresses get the same answer', async () => {
    await post(newsletter, '/api/newsletter', { email: 'lea@example.be', language: 'nl' });
    await getSql()`update public.newsletter_subscribers set confirmed_at = now() where email = 'lea@example.be'`;

    const res = await post(newsletterUnsubscribe, '/api/newsletter/unsubscribe', { email: ' Lea@Example.be ' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect((await row('lea@example.be'))?.unsubscribed_at).toBeInstanceOf(Date);

    const unknown = await post(newsletterUnsubscribe, '/api/newsletter/unsubscribe', { email: 'nobody@example.be' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ ok: true });

    const page = await subscribersPage({ page: 1, per_page: 20 });
    expect(page.data[0]).toMatchObject({ email: 'lea@example.be', unsubscribed_at: expect.any(String) });
  });

  it('refuses an address that is not one, naming the field', async () => {
    const res = await post(newsletterUnsubscribe, '/api/newsletter/unsubscribe', { email: 'x' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: { email: expect.any(Array) } });
  });

  it('subscribing again after leaving starts a new double opt-in', async () => {
    await post(newsletter, '/api/newsletter', { email: 'tom@example.be' });
    await getSql()`update public.newsletter_subscribers set confirmed_at = now() where email = 'tom@example.be'`;
    await post(newsletterUnsubscribe, '/api/newsletter/unsubscribe', { email: 'tom@example.be' });
    await post(newsletter, '/api/newsletter', { email: 'tom@example.be' });
    expect(await row('tom@example.be')).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it('the confirmation e-mail links the page to leave at any time, in the subscriber\u2019s language', async () => {
    await post(newsletter, '/api/newsletter', { email: 'an@example.be', language: 'nl' });
    const [mail] = await getSql()<{ text_body: string }[]>`
      select text_body from public.outgoing_emails where recipient = 'an@example.be'`;
    expect(mail?.text_body).toMatch(/Op elk moment uitschrijven: https?:\/\/[^\s]+\/nl\/newsletter\/unsubscribe\b/);
  });
});
