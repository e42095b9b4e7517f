// The contact form's rules: when it may be sent, what it sends, and how each answer of POST /api/contact
// (201, validation_failed with field errors, rate_limited, network failure) is understood: by the
// error body's stable code, whatever the status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_CONTACT,
  isComplete,
  missingFields,
  sendContactMessage,
} from '../../src/islands/contact/contact-request.ts';

const filled = { name: ' Claire ', email: 'claire@example.be ', subject: 'press', message: ' Bonjour ' };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
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

  it('names every blank field, in the form order', () => {
    expect(missingFields(EMPTY_CONTACT)).toEqual(['name', 'email', 'subject', 'message']);
    expect(missingFields({ ...filled, name: '  ', message: '' })).toEqual(['name', 'message']);
    expect(missingFields(filled)).toEqual([]);
  });

  it('posts the trimmed fields and the page language as JSON', async () => {
    const fetchMock = answer(201, { ok: true });
    expect(await sendContactMessage(filled, 'nl')).toEqual({ kind: 'sent' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Claire',
      email: 'claire@example.be',
      subject: 'press',
      message: 'Bonjour',
      language: 'nl',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('names the fields a validation_failed answer refuses (422, or 400 as before), and only known ones', async () => {
    for (const status of [422, 400]) {
      answer(status, {
        error: 'Invalid contact message',
        code: 'validation_failed',
        errors: { email: ['invalid e-mail address'], language: ['?'] },
      });
      expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: ['email'], tooMany: false });
    }
  });

  it('names no field for another refusal, even one that lists fields', async () => {
    answer(400, {
      error: 'The request body must be valid JSON',
      code: 'invalid_json',
      errors: { body: ['invalid JSON'], email: ['?'] },
    });
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: false });
  });

  it('flags the rate limit', async () => {
    answer(429, { error: 'Too many requests', code: 'rate_limited' });
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: true });
  });

  it('treats a server error and a network failure alike', async () => {
    answer(500, null);
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await sendContactMessage(filled, 'fr')).toEqual({ kind: 'failed', fields: [], tooMany: false });
  });
});
