// The button of an e-mailed link's page (LinkAction.astro): POST { token } from the fragment, then say
// what happened in the page's language. `data-auto` pages (unsubscribe) act once on load. A page with
// `data-done-text-named` names the product its endpoint answered (a back-in-stock alert's perfume).
import { interpolate } from '../../i18n/interpolate.ts';
import { LINK_TOKEN_PATTERN } from '../../domain/subscriptions/link-token.ts';
import { postJson } from '../../stores/fetch-json.ts';
import { replayEarlyInteractions } from '../layout/early-interactions.ts';

type Outcome = 'done' | 'invalid' | 'error' | 'tooMany';

function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && LINK_TOKEN_PATTERN.test(token) ? token : null;
}

/** The product an answer names ({ product: string }), if any. */
function productOf(data: unknown): string | undefined {
  const product = (data as { product?: unknown } | null)?.product;
  return typeof product === 'string' && product.trim() !== '' ? product : undefined;
}

function wire(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const title = root.querySelector<HTMLElement>('[data-title]');
  const text = root.querySelector<HTMLElement>('[data-text]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  const button = form?.querySelector<HTMLButtonElement>('button');
  if (!form || !title || !text || !status || !button) return;
  const d = root.dataset;

  const show = (outcome: Outcome, product?: string) => {
    status.textContent = '';
    if (outcome === 'error' || outcome === 'tooMany') {
      status.textContent = (outcome === 'error' ? d.error : d.tooMany) ?? '';
      return;
    }
    form.hidden = true;
    title.textContent = (outcome === 'done' ? d.doneTitle : d.invalidTitle) ?? '';
    const doneText = product && d.doneTextNamed ? interpolate(d.doneTextNamed, { product }) : d.doneText;
    text.textContent = (outcome === 'done' ? doneText : d.invalidText) ?? '';
    root.dataset.outcome = outcome;
    title.focus();
  };

  const act = async (token: string) => {
    button.disabled = true;
    status.textContent = d.sending ?? '';
    const res = await postJson(d.endpoint ?? '', { token });
    button.disabled = false;
    if (res.ok) show('done', productOf(res.data));
    else if (res.status === 404 || res.status === 422) show('invalid');
    else show(res.status === 429 ? 'tooMany' : 'error');
  };

  const token = tokenFromFragment();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (token) void act(token);
    else show('invalid');
  });
  replayEarlyInteractions(form);
  if (!token) show('invalid');
  else if (d.auto === 'true') void act(token);
}

const root = document.querySelector<HTMLElement>('[data-link-action]');
if (root) wire(root);
