// POST /api/contact (kept in Netlify Blobs, shop notified) and the newsletter's double opt-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../../netlify/functions/contact.mts';
import newsletter from '../../../netlify/functions/newsletter.mts';
import newsletterConfirm from '../../../netlify/functions/newsletter-confirm.mts';
import { listContactMessages } from '../../../src/server/contact/contact-inbox.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, freshIp, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { startLocalBlobs } from '../local-blobs.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

/** POST from the client address `clientIp` (context.ip), a fresh one unless told. */
const post = (handler: FunctionHandler, url: string, body: unknown, clientIp = freshIp()) =>
  handler(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    functionContext({}, clientIp),
  );

let stopBlobs: () => Promise<void>;
beforeAll(async () => {
  stopBlobs = await startLocalBlobs();
});
afterAll(() => stopBlobs());
beforeEach(async () => {
  await resetDatabase();
  await getSql().unsafe(`update public.shop_settings set contact_email = 'contact@maison.test'`);
});

const validContact = {
  name: 'Léa Martin',
  email: 'lea@example.be',
  subject: 'wholesale',
  message: 'Bonjour,\nvendez-vous en gros ?',
  language: 'fr',
};

describe('POST /api/contact', () => {
  it('keeps the message in the inbox and notifies the shop with Reply-To the sender', async () => {
    const res = await post(contact, 'http://localhost/api/contact', validContact);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [kept] = await listContactMessages();
    expect(kept).toMatchObject({
      name: 'Léa Martin',
      email: 'lea@example.be',
      subject: 'wholesale',
      message: 'Bonjour,\nvendez-vous en gros ?',
    });
    const notice = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).find(
      (m) => m.subject === 'Message de contact : Vente en gros (Léa Martin)',
    );
    expect(notice).toMatchObject({ to: 'contact@maison.test', replyTo: 'lea@example.be' });
  });

  it('acknowledges the sender in the page language, quoting their subject, queued with the notice in one statement', async () => {
    const expected = {
      fr: 'Nous avons bien reçu votre message\u00a0: Vente en gros',
      en: 'We have received your message: Wholesale',
      nl: 'We hebben uw bericht ontvangen: Groothandel',
    } as const;
    for (const language of LANGUAGES) {
      const email = `ack-${language}@example.be`;
      expect((await post(contact, 'http://localhost/api/contact', { ...validContact, email, language })).status).toBe(
        201,
      );
      const rows = await getSql()<{ kind: string; at: string }[]>`
        select kind, created_at::text as at from public.outgoing_emails
         where recipient = ${email} or (kind = 'contact_notice' and reply_to = ${email}) order by id`;
      expect(rows.map((r) => r.kind)).toEqual(['contact_notice', 'contact_acknowledgement']);
      // one transaction wrote both rows (now() is the transaction's start)
      expect(new Set(rows.map((r) => r.at)).size).toBe(1);
      const ack = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).find((m) => m.to === email);
      expect(ack?.subject).toBe(expected[language]);
      // nothing the sender typed goes back to an address nobody confirmed
      expect(ack?.text).not.toContain('Léa Martin');
      expect(ack?.text).not.toContain('vendez-vous');
    }
  });

  it('a notice that cannot be queued is an error, not a silence: 500, and no message the shop was never told of', async () => {
    const before = (await listContactMessages()).length;
    // the outbox refuses every row for the length of the call
    await getSql().unsafe(
      `alter table public.outgoing_emails add constraint refuse_all_for_test check (false) not valid`,
    );
    try {
      const res = await post(contact, 'http://localhost/api/contact', { ...validContact, name: 'Notice Lost' });
      expect(res.status).toBe(500);
      expect(((await res.json()) as { code: string }).code).toBe('internal_error');
    } finally {
      await getSql().unsafe(`alter table public.outgoing_emails drop constraint refuse_all_for_test`);
    }
    expect((await listContactMessages()).length).toBe(before);
  });

  it('422 naming each refused field; 400 for a body that is not JSON; 413 for a huge body; 429 over the limit', async () => {
    const bad = await post(contact, 'http://localhost/api/contact', {
      name: ' ',
      email: 'x',
      subject: 'spam',
      message: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect((await post(contact, 'http://localhost/api/contact', '{')).status).toBe(400);
    expect(
      (await post(contact, 'http://localhost/api/contact', { ...validContact, message: 'x'.repeat(20_000) })).status,
    ).toBe(413);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(contact, 'http://localhost/api/contact', validContact, '198.51.100.9')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('newsletter', () => {
  it('keeps the address once with its consent time, and confirms it through the e-mailed link', async () => {
    expect(
      (await post(newsletter, 'http://localhost/api/newsletter', { email: 'Anna@Example.NL', language: 'nl' })).status,
    ).toBe(202);
    expect(
      (await post(newsletter, 'http://localhost/api/newsletter', { email: 'anna@example.nl', language: 'nl' })).status,
    ).toBe(202);
    const rows = await getSql().unsafe<
      { email: string; consent_at: Date; confirmed_at: Date | null; language: string }[]
    >('select email, consent_at, confirmed_at, language from public.newsletter_subscribers');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'anna@example.nl', confirmed_at: null, language: 'nl' });
    const mails = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === 'anna@example.nl');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief van Maison Lumière');
    // the link opens the storefront page in the subscriber's language, the token in the fragment
    const link = (text: string) => /(http\S+\/nl\/newsletter\/confirm#token=([\w-]+))/.exec(text)!;
    const [newest, older] = [link(mails[0]!.text)[2]!, link(mails[1]!.text)[2]!];
    // the page's button POSTs the token: the newest works once, the superseded one never
    const confirmWith = (token: string) =>
      post(newsletterConfirm, 'http://localhost/api/newsletter/confirm', { token });
    const refused = await confirmWith(older);
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe('not_found');
    const ok = await confirmWith(newest);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect((await confirmWith(newest)).status).toBe(404);
    const [confirmed] = await getSql().unsafe<{ confirmed_at: Date | null }[]>(
      'select confirmed_at from public.newsletter_subscribers',
    );
    expect(confirmed!.confirmed_at).not.toBeNull();
    // a confirmed address gets no new e-mail, and the answer does not tell
    expect((await post(newsletter, 'http://localhost/api/newsletter', { email: 'anna@example.nl' })).status).toBe(202);
    expect(
      (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === 'anna@example.nl'),
    ).toHaveLength(2);
  });

  it("a GET of the link (a mail scanner, an e-mail of an earlier version) confirms nothing: 303 to the page in the subscriber's language", async () => {
    expect(
      (await post(newsletter, 'http://localhost/api/newsletter', { email: 'joost@example.nl', language: 'nl' })).status,
    ).toBe(202);
    const [mail] = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === 'joost@example.nl');
    const token = /\/nl\/newsletter\/confirm#token=([\w-]+)/.exec(mail!.text)![1]!;
    const earlier = `http://localhost/api/newsletter/confirm?token=${token}`;
    const scanned = await callFunction(newsletterConfirm, new Request(earlier));
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(`/nl/newsletter/confirm#token=${token}`);
    const confirmedAt = () =>
      getSql()<
        { confirmed_at: Date | null }[]
      >`select confirmed_at from public.newsletter_subscribers where email = 'joost@example.nl'`;
    expect((await confirmedAt())[0]!.confirmed_at).toBeNull();
    expect((await post(newsletterConfirm, 'http://localhost/api/newsletter/confirm', { token })).status).toBe(200);
    // used: the old link still lands on the Dutch page, which then says the link was used
    expect((await callFunction(newsletterConfirm, new Request(earlier))).headers.get('location')).toBe(
      `/nl/newsletter/confirm#token=${token}`,
    );
    expect((await post(newsletterConfirm, 'http://localhost/api/newsletter/confirm', { token })).status).toBe(404);
    // no token field: 422 naming it; a value that cannot be a token: 404
    const noToken = await post(newsletterConfirm, 'http://localhost/api/newsletter/confirm', {});
    expect(noToken.status).toBe(422);
    expect(Object.keys((await noToken.json()).errors)).toEqual(['token']);
    expect(
      (await callFunction(newsletterConfirm, new Request('http://localhost/api/newsletter/confirm?token=x'))).status,
    ).toBe(404);
  });

  it('422 naming the field; 429 over the limit', async () => {
    const bad = await post(newsletter, 'http://localhost/api/newsletter', { email: 'nope', language: 'de' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['email', 'language']);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(newsletter, 'http://localhost/api/newsletter', { email: `n${i}@example.be` }, '198.51.100.10'))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
