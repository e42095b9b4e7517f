// The mobile tagline typed at 55 ms per character (spec section 9); shown whole when motion is reduced
// or on wider screens. Screen readers read the full text from a visually hidden copy.
const TYPING_MS_PER_CHAR = 55;

for (const el of document.querySelectorAll<HTMLElement>('[data-typed]')) {
  const text = el.dataset.typed ?? '';
  const animate =
    window.matchMedia('(max-width: 767.98px)').matches &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!animate) {
    el.textContent = text;
    continue;
  }
  let shown = 0;
  const timer = window.setInterval(() => {
    shown += 1;
    el.textContent = text.slice(0, shown);
    if (shown >= text.length) window.clearInterval(timer);
  }, TYPING_MS_PER_CHAR);
}
