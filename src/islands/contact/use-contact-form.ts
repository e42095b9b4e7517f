// The contact form's state: idle -> submitting -> success (form cleared) or error (spec section 4),
// with the fields the server refused, each cleared as soon as the shopper changes it.
import { useState, type FormEvent } from 'react';
import { EMPTY_CONTACT, isComplete, sendContactMessage, type ContactField, type ContactValues } from './contact-request.ts';

export type ContactStatus = { kind: 'idle' | 'submitting' | 'success' } | { kind: 'error'; tooMany: boolean };

export interface ContactForm {
  values: ContactValues;
  status: ContactStatus;
  refused: readonly ContactField[];
  change: (field: ContactField, value: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function useContactForm(lang: string): ContactForm {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });
  const [refused, setRefused] = useState<ContactField[]>([]);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => current.filter((f) => f !== field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    // The button is disabled until every field is filled; this guards any other way of submitting.
    if (!isComplete(values)) return setStatus({ kind: 'error', tooMany: false });
    setStatus({ kind: 'submitting' });
    setRefused([]);
    const outcome = await sendContactMessage(values, lang);
    if (outcome.kind === 'sent') {
      setValues(EMPTY_CONTACT);
      setStatus({ kind: 'success' });
    } else {
      setRefused(outcome.fields);
      // One message per problem: a refused field says so beside itself; the generic error (which reads
      // like an outage) is only for a failure no field explains.
      setStatus(outcome.fields.length > 0 ? { kind: 'idle' } : { kind: 'error', tooMany: outcome.tooMany });
    }
  };

  return { values, status, refused, change, submit };
}
