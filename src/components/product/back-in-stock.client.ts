// The sold-out product's alert form (BackInStockForm.astro) without React:
// POST /api/back-in-stock { productId, email, language }, then one message in the page's language.
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { postJson } from '../../stores/fetch-json.ts';
import { replayEarlyInteractions } from '../layout/early-interactions.ts';

function wire(form: HTMLFormElement): void {
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
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email || !input.checkValidity()) {
      show('error', d.invalid);
      input.focus();
      return;
    }
    button.disabled = true;
    button.textContent = d.sending ?? idleLabel;
    const res = await postJson('/api/back-in-stock', { productId: Number(d.productId), email, language: d.lang ?? DEFAULT_LANGUAGE });
    button.disabled = false;
    button.textContent = idleLabel;
    if (res.ok) {
      show('success', d.success);
      form.reset();
    } else if (res.status === 422) {
      show('error', d.invalid);
      input.focus();
    } else {
      show('error', res.status === 429 ? d.tooMany : d.error);
    }
  });
  replayEarlyInteractions(form);
}

const form = document.querySelector<HTMLFormElement>('[data-back-in-stock]');
if (form) wire(form);
