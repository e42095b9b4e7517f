// The contact form island: idle -> submitting -> success (form cleared) or error (spec section 4;
// contact/use-contact-form.ts). Every string comes from the page (message files), so the island ships
// no i18n runtime.
import { useEffect, useId, type ChangeEvent, type ReactNode } from 'react';
import { ContactNotices } from './contact/ContactNotices.tsx';
import { CONTACT_MAX_LENGTH, CONTACT_SUBJECTS, type ContactSubject } from '../domain/contact/contact-message.ts';
import { isComplete, type ContactField } from './contact/contact-request.ts';
import { useContactForm } from './contact/use-contact-form.ts';

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

export default function ContactForm({ lang, text }: Props) {
  const id = useId();
  const { values, status, refused, change, submit } = useContactForm(lang);
  const submitting = status.kind === 'submitting';
  // A refused field is the only message then: take the shopper to it, so its error is read out.
  const firstRefused = refused[0];
  useEffect(() => {
    if (firstRefused) document.getElementById(`${id}-${firstRefused}`)?.focus();
  }, [firstRefused, id]);

  const fieldProps = (field: ContactField) => {
    const invalid = refused.includes(field);
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => change(field, event.target.value),
      required: true,
      disabled: submitting,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-${field}-error` : undefined,
    };
  };
  const field = (name: ContactField, control: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{text[name]}</label>
      {control}
      {refused.includes(name) ? <p className="field-error" id={`${id}-${name}-error`}>{text.fieldErrors[name]}</p> : null}
    </div>
  );

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-form__title">{text.title}</h2>
      <p className="contact-form__hint">{text.required}</p>
      <div className="contact-form__row">
        {field('name', <input className="input" type="text" autoComplete="name" maxLength={CONTACT_MAX_LENGTH.name} {...fieldProps('name')} />)}
        {field('email', <input className="input" type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_MAX_LENGTH.email} {...fieldProps('email')} />)}
      </div>
      {field(
        'subject',
        <select className="select" {...fieldProps('subject')}>
          <option value="" disabled>{text.subjectPlaceholder}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>{text.subjects[subject]}</option>
          ))}
        </select>,
      )}
      {field('message', <textarea className="input contact-form__message" rows={6} maxLength={CONTACT_MAX_LENGTH.message} {...fieldProps('message')} />)}
      <ContactNotices text={text} status={status} />
      <button className="btn contact-form__submit" type="submit" disabled={submitting || !isComplete(values)}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
