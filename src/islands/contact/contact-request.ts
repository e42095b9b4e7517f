// The contact form's rules and its conversation with POST /api/contact, apart from React so they stay
// small and testable: which fields exist, when the form may be sent, and what an answer means.
import { postJson } from '../../stores/fetch-json.ts';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** True when every field is non-blank. */
export function isComplete(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field].trim() !== '');
}

/**
 * The blank fields, in the form's order: the send button is never disabled, a send with these says
 * each beside its field (a malformed address is the server's to refuse, beside its field too).
 */
export function missingFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '');
}

export type ContactOutcome =
  | { kind: 'sent' }
  /** `fields`: the fields the server refused; `tooMany`: the rate limit (429). */
  | { kind: 'failed'; fields: ContactField[]; tooMany: boolean };

export async function sendContactMessage(
  values: ContactValues,
  language: string,
  timeoutMs = 15000,
): Promise<ContactOutcome> {
  const answer = await postJson(
    '/api/contact',
    {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
      language,
    },
    { timeoutMs },
  );
  if (answer.ok) return { kind: 'sent' };
  // the fields the server named, when it refused the values (validation_failed: 422)
  const fields =
    answer.kind === 'refused' && answer.code === 'validation_failed'
      ? CONTACT_FIELDS.filter((field) => field in answer.fields)
      : [];
  return { kind: 'failed', fields, tooMany: answer.kind === 'refused' && answer.code === 'rate_limited' };
}
