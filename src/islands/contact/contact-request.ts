// The contact form's rules and its conversation with POST /api/contact, apart from React so they stay
// small and testable: which fields exist, when the form may be sent, and what an answer means.
import { fetchJson } from '../../stores/fetch-json.ts';

export const CONTACT_SUBJECTS = ['customer-service', 'product-inquiry', 'wholesale', 'press', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The spec's rule: the send button stays disabled until every field is non-blank. */
export function isComplete(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field].trim() !== '');
}

export type ContactOutcome =
  | { kind: 'sent' }
  /** `fields`: the fields the server refused; `tooMany`: the rate limit (429). */
  | { kind: 'failed'; fields: ContactField[]; tooMany: boolean };

function refusedFields(body: unknown): ContactField[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return CONTACT_FIELDS.filter((field) => field in errors);
}

export async function sendContactMessage(values: ContactValues, language: string, timeoutMs = 15000): Promise<ContactOutcome> {
  const body = JSON.stringify({
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject,
    message: values.message.trim(),
    language,
  });
  const answer = await fetchJson('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body }, timeoutMs);
  if (answer.ok) return { kind: 'sent' };
  return { kind: 'failed', fields: answer.status === 400 ? refusedFields(answer.data) : [], tooMany: answer.status === 429 };
}
