// The header's behaviour without React: cart badge and toast over the cart store, the mobile menu,
// the language switcher's stored choice, the scroll-to-top button.
import { $cart, $cartCount, $totals } from '../../stores/cart.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/detect.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/vocabulary/language.ts';
import { interpolate, type Placeholders } from '../../i18n/interpolate.ts';
import { fillPlural, readPluralTemplates } from '../../i18n/plural.ts';
import { replayEarlyInteractions } from './early-interactions.ts';
import { formatMoney } from '../../i18n/locale.ts';

/** A message the page wrote into a data attribute, its {{placeholders}} filled. */
const fill = (template: string | undefined, values: Placeholders) => interpolate(template ?? '', values);

function wireCart(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-cart-button]');
  const badge = document.querySelector<HTMLElement>('[data-cart-count]');
  const toast = document.querySelector<HTMLElement>('[data-cart-toast]');
  if (!button || !badge || !toast) return;
  const lang = isLanguage(toast.dataset.lang) ? toast.dataset.lang : DEFAULT_LANGUAGE;
  const countLine = toast.querySelector<HTMLElement>('[data-cart-toast-count]');
  const totalLine = toast.querySelector<HTMLElement>('[data-cart-toast-total]');
  if (!countLine || !totalLine) return;
  const buttonLabel = readPluralTemplates(button.dataset.labelTemplates);
  const countText = readPluralTemplates(toast.dataset.countTemplates);

  $cartCount.subscribe((count) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    button.setAttribute('aria-label', fillPlural(buttonLabel, count, lang));
  });
  $cart.subscribe(() => {
    const count = $cartCount.get();
    countLine.textContent = count === 0 ? (toast.dataset.empty ?? '') : fillPlural(countText, count, lang);
    totalLine.hidden = count === 0;
    totalLine.textContent = fill(toast.dataset.totalTemplate, {
      amount: formatMoney($totals.get().subtotalCents, lang),
    });
  });

  const setOpen = (open: boolean) => {
    toast.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => setOpen(toast.hidden));
  const close = toast.querySelector<HTMLButtonElement>('[data-cart-toast-close]');
  close?.addEventListener('click', () => {
    setOpen(false);
    button.focus();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !toast.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  document.addEventListener('click', (e) => {
    const target = e.target as Node;
    if (!toast.hidden && !toast.contains(target) && !button.contains(target)) setOpen(false);
  });
  replayEarlyInteractions(button);
  replayEarlyInteractions(close);
}

function wireMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
  };
  toggle.addEventListener('click', () => setOpen(!menu.hasAttribute('data-open')));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.hasAttribute('data-open')) {
      setOpen(false);
      toggle.focus();
    }
  });
  window.matchMedia('(min-width: 768px)').addEventListener('change', () => setOpen(false));
  replayEarlyInteractions(toggle);
}

function wireLanguageSwitcher(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-choice]')) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, link.dataset.langChoice ?? DEFAULT_LANGUAGE);
      } catch {
        // Storage blocked: the link still leads to the chosen language.
      }
      // The href already carries the page's query and hash (src/i18n/language-links.ts).
    });
  }
}

function wireScroll(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const top = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    header?.toggleAttribute('data-scrolled', y > 40);
    if (top) top.hidden = y <= 300;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  top?.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
  });
  replayEarlyInteractions(top);
  update();
}

wireCart();
wireMenu();
wireLanguageSwitcher();
wireScroll();
