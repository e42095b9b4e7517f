// The header's and footer's buttons are plain page scripts (bundled modules, run after the page is
// parsed), so a tap on the bag, the menu or the newsletter form in the first moments would do nothing,
// or, for the form, post it natively to the JSON API. EARLY_INTERACTIONS_SCRIPT runs inline at the top
// of <body>: until a control's module says it is wired, a click on a `[data-early]` button or the
// submit of a `form[data-early]` is held (its native effect cancelled) and replayed once by
// replayEarlyInteractions(). Its exact text is allowed by its hash (src/build/csp-headers.ts).
interface EarlyQueue {
  held: { el: Element; type: string }[];
}

declare global {
  interface Window {
    __maisonEarly?: EarlyQueue;
  }
}

export const EARLY_INTERACTIONS_SCRIPT = `(function(){var q={held:[]};function h(e){var t=e.target;if(!(t instanceof Element))return;var el=e.type==='submit'?t:t.closest('button[data-early]');if(!el||!el.matches('[data-early]:not([data-wired])'))return;e.preventDefault();e.stopImmediatePropagation();q.held.push({el:el,type:e.type})}addEventListener('click',h,true);addEventListener('submit',h,true);window.__maisonEarly=q})();`;

/**
 * Marks `el` as wired (its listeners are attached) and replays, in order and once, what the shopper
 * did to it before: a click becomes el.click(), a submit el.requestSubmit().
 */
export function replayEarlyInteractions(el: HTMLElement | null): void {
  if (!el) return;
  el.dataset.wired = '';
  const queue = window.__maisonEarly;
  if (!queue) return;
  const mine = queue.held.filter((h) => h.el === el);
  queue.held = queue.held.filter((h) => h.el !== el);
  for (const { type } of mine) {
    if (type === 'submit' && el instanceof HTMLFormElement) el.requestSubmit();
    else el.click();
  }
}
