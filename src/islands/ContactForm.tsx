// The contact form island: idle -> submitting -> success (form cleared) or error (spec section 4).
// Every string comes from the page (message files), so the island ships no i18n runtime.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_SUBJECTS,
  EMPTY_CONTACT,
  isComplete,
  sendContactMessage,
  type ContactField,
  type ContactSubject,
  type ContactValues,
} from './contact/contact-request.ts';

export interface ContactFormText {
  title: string;
  required: string;
  name: string;
  email: string;
  subject: string;
  subjectPlaceholder: string;
  subjects: Record<ContactSubject, string>;
  message: string;
  submit: string;
  submitting: string;
  successTitle: string;
  success: string;
  errorTitle: string;
  error: string;
  tooMany: string;
  fieldErrors: Record<ContactField, string>;
}

interface Props {
  lang: string;
  text: ContactFormText;
}

type Status = { kind: 'idle' | 'submitting' | 'success' } | { kind: 'error'; tooMany: boolean };

export default function ContactForm({ lang, text }: Props) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [refused, setRefused] = useState<ContactField[]>([]);
  const submitting = status.kind === 'submitting';

  const update = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setRefused((current) => current.filter((f) => f !== field));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
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
      setStatus({ kind: 'error', tooMany: outcome.tooMany });
    }
  }

  const fieldProps = (field: ContactField) => {
    const invalid = refused.includes(field);
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: update(field),
      required: true,
      disabled: submitting,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-${field}-error` : undefined,
    };
  };
  const fieldError = (field: ContactField) =>
    refused.includes(field) ? <p className="field-error" id={`${id}-${field}-error`}>{text.fieldErrors[field]}</p> : null;

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-form__title">{text.title}</h2>
      <p className="contact-form__hint">{text.required}</p>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{text.name}</label>
          <input className="input" type="text" autoComplete="name" maxLength={100} {...fieldProps('name')} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{text.email}</label>
          <input className="input" type="email" autoComplete="email" inputMode="email" maxLength={254} {...fieldProps('email')} />
          {fieldError('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{text.subject}</label>
        <select className="select" {...fieldProps('subject')}>
          <option value="" disabled>{text.subjectPlaceholder}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>{text.subjects[subject]}</option>
          ))}
        </select>
        {fieldError('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{text.message}</label>
        <textarea className="input contact-form__message" rows={6} maxLength={5000} {...fieldProps('message')} />
        {fieldError('message')}
      </div>
      <div aria-live="polite" className="contact-form__status">
        {status.kind === 'success' && (
          <div className="notice contact-form__notice" role="status">
            <p className="contact-form__notice-title">{text.successTitle}</p>
            <p>{text.success}</p>
          </div>
        )}
      </div>
      {status.kind === 'error' && (
        <div className="notice notice--error contact-form__notice" role="alert">
          <p className="contact-form__notice-title">{text.errorTitle}</p>
          <p>{text.error}</p>
          {status.tooMany && <p>{text.tooMany}</p>}
        </div>
      )}
      <button className="btn contact-form__submit" type="submit" disabled={submitting || !isComplete(values)}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
