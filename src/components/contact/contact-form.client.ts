// The contact form's behaviour over its server-rendered markup (ContactForm.astro), in plain script:
// the send button always enabled (a disabled button says nothing of what is missing): a send with a
// blank field or a malformed address says so beside each such field, the first one focused; the
// message sent to POST /api/contact (contact-request.ts), and one message per outcome: success (form
// cleared), a refused field beside itself (focused, its error read out), or the generic error for a
// failure no field explains (network, server, rate limit). A submit made before this script ran is replayed.
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { replayEarlyInteractions } from '../layout/early-interactions.ts';
import {
  CONTACT_FIELDS,
  missingFields,
  sendContactMessage,
  type ContactField,
  type ContactValues,
} from '../../islands/contact/contact-request.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The success notice, in the polite live region: title and text from the region's data attributes. */
function successNotice(region: HTMLElement): HTMLElement {
  const notice = document.createElement('div');
  notice.className = 'notice contact-form__notice';
  notice.setAttribute('role', 'status');
  const title = document.createElement('p');
  title.className = 'contact-form__notice-title';
  title.textContent = region.dataset.title ?? '';
  const text = document.createElement('p');
  text.textContent = region.dataset.text ?? '';
  notice.append(title, text);
  return notice;
}

function wireContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const failure = form.querySelector<HTMLElement>('[data-contact-error]');
  const tooMany = form.querySelector<HTMLElement>('[data-contact-too-many]');
  const controls = CONTACT_FIELDS.map((field) => form.elements.namedItem(field) as Control | null);
  if (!button || !status || !failure || !tooMany || controls.some((c) => !c)) return;
  const control = (field: ContactField) => controls[CONTACT_FIELDS.indexOf(field)] as Control;
  const values = (): ContactValues =>
    Object.fromEntries(CONTACT_FIELDS.map((f) => [f, control(f).value])) as ContactValues;
  const idleLabel = button.textContent ?? '';
  let submitting = false;

  const markRefused = (field: ContactField, refused: boolean) => {
    const input = control(field);
    const error = form.querySelector<HTMLElement>(`[data-field-error="${field}"]`);
    if (error) error.hidden = !refused;
    if (refused) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (refused && error) input.setAttribute('aria-describedby', error.id);
    else input.removeAttribute('aria-describedby');
  };
  const showOutcome = (outcome: 'idle' | 'success' | 'error', rateLimited = false) => {
    status.replaceChildren(...(outcome === 'success' ? [successNotice(status)] : []));
    failure.hidden = outcome !== 'error';
    tooMany.hidden = !rateLimited;
  };
  const setBusy = (busy: boolean) => {
    submitting = busy;
    for (const c of controls) if (c) c.disabled = busy;
    button.textContent = busy ? (form.dataset.submitting ?? idleLabel) : idleLabel;
    button.disabled = busy;
  };
  /** Each field beside its own error, the first one focused; nothing else said. */
  const refuse = (fields: ContactField[]) => {
    fields.forEach((f) => markRefused(f, true));
    const [first] = fields;
    if (first) control(first).focus();
  };

  // what the shopper changes is no longer refused
  form.addEventListener('input', (event) => {
    const field = CONTACT_FIELDS.find((f) => control(f) === event.target);
    if (field) markRefused(field, false);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    showOutcome('idle');
    CONTACT_FIELDS.forEach((f) => markRefused(f, false));
    const missing = missingFields(values());
    if (missing.length > 0) return refuse(missing);
    setBusy(true);
    const outcome = await sendContactMessage(values(), form.dataset.lang ?? DEFAULT_LANGUAGE);
    if (outcome.kind === 'sent') form.reset();
    setBusy(false);
    if (outcome.kind === 'sent') return showOutcome('success');
    if (outcome.fields.length > 0) refuse(outcome.fields);
    else showOutcome('error', outcome.tooMany);
  });
  replayEarlyInteractions(form);
}

const contactForm = document.querySelector<HTMLFormElement>('[data-contact-form]');
if (contactForm) wireContactForm(contactForm);
