// The contact form's rules: when it may be sent, what it sends, and how each answer of POST /api/contact
// (201, 400 with field errors, 429, network failure) is understood.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT, isComplete, sendContactMessage } from '../../src/islands/contact/contact-request.ts';

const filled = { name: ' Claire ', email: 'claire@example.be ', subject: 'press', message: ' Bonjour ' };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('contact form', () => {
  it('is complete only when every field is non-blank', () => {
    expect(isComplete(EMPTY_CONTACT)).toBe(false);
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, message: '   ' })).toBe(false);
    expect(isComplete({ ...filled, subject: '' })).toBe(false);
  });

  it('posts the trimmed fields and the page language as JSON', async () => {
    const fetchMock = answer(201, { ok: true });
    expect(await sendContactMessage(filled, 'nl')).toEqual({ kind: 'sent' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Claire', email: 'claire@example.be', subject: 'press', message: 'Bonjour', language: 'nl' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('names the fields a 400 refuses, and only known ones', async () => {
    answer(400, { error: 'Invalid contact message', errors: { email: ['invalid e-mail address'], language: ['?'] } });
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: ['email'], tooMany: false });
  });

  it('flags the rate limit', async () => {
    answer(429, { error: 'Too many requests' });
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: true });
  });

  it('treats a server error and a network failure alike', async () => {
    answer(500, null);
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: false });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: false });
  });
});
