// An e-mail sign-up form without React (the footer's newsletter, a sold-out product's back-in-stock
// alert): the address checked in the browser, the button busy while it is sent, then one message in the
// page's language from the form's data-* texts (invalid, sending, success, tooMany, error); a submit
// made before the script ran is replayed once it has.
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { postJson } from '../../stores/fetch-json.ts';
import { replayEarlyInteractions } from './early-interactions.ts';

/** `body` makes the request's JSON from the typed address and the page's language. */
export function wireEmailSignupForm(
  form: HTMLFormElement,
  url: string,
  body: (email: string, language: string) => unknown,
): void {
  const input = form.querySelector<HTMLInputElement>('input[type=email]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const status = form.querySelector<HTMLElement>('[role=status]');
  if (!input || !button || !status) return;
  const d = form.dataset;
  const idleLabel = button.textContent ?? '';
  const show = (state: 'error' | 'success', text: string | undefined) => {
    status.dataset.state = state;
    status.textContent = text ?? '';
    input.setAttribute('aria-invalid', String(state === 'error'));
  };
  const refuse = () => {
    show('error', d.invalid);
    input.focus();
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email || !input.checkValidity()) return refuse();
    button.disabled = true;
    button.textContent = d.sending ?? idleLabel;
    const res = await postJson(url, body(email, d.lang ?? DEFAULT_LANGUAGE));
    button.disabled = false;
    button.textContent = idleLabel;
    if (res.ok) {
      show('success', d.success);
      form.reset();
    } else if (res.status === 400 || res.status === 422) refuse();
    else show('error', res.status === 429 ? d.tooMany : d.error);
  });
  replayEarlyInteractions(form);
}
