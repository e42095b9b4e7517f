// What became of the message: sent (in a polite live region that is always there), or not (an alert,
// saying so for the rate limit too).
import type { ContactFormText } from '../ContactForm.tsx';
import type { ContactStatus } from './use-contact-form.ts';

export function ContactNotices({ text, status }: { text: ContactFormText; status: ContactStatus }) {
  return (
    <>
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
    </>
  );
}
