// Newsletter subscription without React: POST /api/newsletter {email, language}.
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { fetchJson } from '../../stores/fetch-json.ts';
import { replayEarlyInteractions } from './early-interactions.ts';

function wireNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type=email]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const status = form.querySelector<HTMLElement>('[role=status]');
  if (!input || !button || !status) return;
  const idleLabel = button.textContent ?? '';
  const show = (state: 'error' | 'success', text: string | undefined) => {
    status.dataset.state = state;
    status.textContent = text ?? '';
    input.setAttribute('aria-invalid', String(state === 'error'));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email || !input.checkValidity()) {
      show('error', form.dataset.invalid);
      input.focus();
      return;
    }
    button.disabled = true;
    button.textContent = form.dataset.sending ?? idleLabel;
    const res = await fetchJson('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language: form.dataset.lang ?? DEFAULT_LANGUAGE }),
    });
    button.disabled = false;
    button.textContent = idleLabel;
    if (res.ok) {
      show('success', form.dataset.success);
      form.reset();
    } else if (res.status === 400 || res.status === 422) {
      show('error', form.dataset.invalid);
      input.focus();
    } else if (res.status === 429) {
      show('error', form.dataset.tooMany);
    } else {
      show('error', form.dataset.error);
    }
  });
  replayEarlyInteractions(form);
}

const newsletter = document.querySelector<HTMLFormElement>('[data-newsletter]');
if (newsletter) wireNewsletter(newsletter);
