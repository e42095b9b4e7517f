// client:idle-replay — hydrate when the browser is idle (as client:idle, which keeps the LCP free) OR at
// the first interaction with the island, whichever comes first; and never drop what the shopper did
// before hydration. Astro inlines this file into the page ahead of the first island (CSP: its hash is
// computed at build, src/build/csp-headers.ts), so it listens from the moment the island is parsed.
//
// Before hydration, inside such an island:
// - a click (mouse, touch, or a keyboard's Enter/Space on a button, which the browser turns into a
//   click) is cancelled and queued: no native side effect (no checkbox toggled, no form sent), and it
//   starts hydration. Links are left alone: they work without JavaScript.
// - typing or choosing in a field happens natively (the shopper sees it) and the field is queued;
// - a form submission is cancelled and queued.
// Once hydrated (React's hydrateRoot keeps the same DOM nodes), the queue is replayed exactly once, in
// order, each step in its own task so React renders between them.
import type { ClientDirective } from 'astro';

const NAME = 'idle-replay';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Step =
  | { kind: 'click'; target: Element; path: number[]; init: MouseEventInit }
  | { kind: 'field'; target: Field; path: number[]; value: string }
  | { kind: 'submit'; target: HTMLFormElement; path: number[]; submitter: HTMLElement | null };

interface Island {
  queue: Step[];
  /** Interacted with before Astro handed the island to the directive. */
  wanted: boolean;
  started: boolean;
  live: boolean;
  start?: () => void;
}

const islands = new WeakMap<Element, Island>();
const replayed = new WeakSet<Event>();
const FIELD = 'input,textarea,select';

function stateOf(el: Element): Island {
  let state = islands.get(el);
  if (!state) islands.set(el, (state = { queue: [], wanted: false, started: false, live: false }));
  return state;
}

/** The not-yet-hydrated island of ours the event happens in, if any. */
function islandOf(event: Event): Element | null {
  const target = event.target;
  if (replayed.has(event) || !(target instanceof Element)) return null;
  const el = target.closest(`astro-island[client="${NAME}"]`);
  return el && !stateOf(el).live ? el : null;
}

function pathTo(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== island; n = n.parentElement)
    path.unshift(Array.prototype.indexOf.call(n.parentElement?.children ?? [], n));
  return path;
}

/** The queued node, or the one at the same place should hydration have replaced the DOM (a mismatch). */
function resolve(island: Element, step: Step): Element | null {
  if (step.target.isConnected) return step.target;
  let n: Element | null | undefined = island;
  for (const i of step.path) n = n?.children[i];
  return n ?? null;
}

function wake(el: Element): void {
  const state = stateOf(el);
  if (state.start) state.start();
  else state.wanted = true;
}

function queue(el: Element, step: Step): void {
  stateOf(el).queue.push(step);
  wake(el);
}

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

const listen = (type: string, handler: (event: Event, island: Element) => void) =>
  document.addEventListener(
    type,
    (event) => {
      const island = islandOf(event);
      if (island) handler(event, island);
    },
    true,
  );

listen('click', (event, island) => {
  const target = event.target as Element;
  if (target.closest('a[href]')) return wake(island);
  hold(event);
  const e = event as MouseEvent;
  const init: MouseEventInit = {
    clientX: e.clientX,
    clientY: e.clientY,
    screenX: e.screenX,
    screenY: e.screenY,
    button: e.button,
    buttons: e.buttons,
    detail: e.detail,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  };
  queue(island, { kind: 'click', target, path: pathTo(island, target), init });
});

// The field keeps what was typed; React is told once, after hydration, with the value as it is then.
const onField = (event: Event, island: Element) => {
  const target = event.target as Element;
  if (!target.matches(FIELD)) return;
  event.stopImmediatePropagation();
  const field = target as Field;
  const known = stateOf(island).queue.find((s) => s.target === field);
  if (known?.kind === 'field') known.value = field.value;
  else queue(island, { kind: 'field', target: field, path: pathTo(island, field), value: field.value });
};
listen('input', onField);
listen('change', onField);

listen('submit', (event, island) => {
  hold(event);
  const form = event.target as HTMLFormElement;
  queue(island, {
    kind: 'submit',
    target: form,
    path: pathTo(island, form),
    submitter: (event as SubmitEvent).submitter,
  });
});

// Signs of intent: start loading now rather than at idle time.
for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
  listen(type, (_event, island) => wake(island));
}

function dispatch(target: Element, event: Event): void {
  replayed.add(event);
  target.dispatchEvent(event);
}

function replayField(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    return dispatch(field, new Event('change', { bubbles: true }));
  }
  // React only reports a change when the value differs from the one it last saw. So: back to the rendered
  // value (through the element's own `value`, which React tracks once hydrated) and an input event, which
  // makes React finish hydrating now if it had not (it then starts tracking that value) and reads as no
  // change; then what was typed, through the prototype's untracked setter, and one input event: one change.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue;
  dispatch(field, new Event('input', { bubbles: true }));
  setter?.call(field, value);
  dispatch(field, new Event('input', { bubbles: true }));
}

function replayStep(island: Element, step: Step): void {
  const target = resolve(island, step);
  if (!target) return;
  if (step.kind === 'click')
    dispatch(
      target,
      new MouseEvent('click', { ...step.init, bubbles: true, cancelable: true, composed: true, view: window }),
    );
  else if (step.kind === 'field') replayField(target as Field, step.value);
  else (target as HTMLFormElement).requestSubmit(step.submitter?.isConnected ? step.submitter : null);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const idleReplay: ClientDirective = (load, _options, el) => {
  const state = stateOf(el);
  state.start = () => {
    if (state.started) return;
    state.started = true;
    void (async () => {
      try {
        const hydrate = await load();
        await hydrate();
        // React is listening on the island now; an event it receives before its (concurrent) hydration
        // has finished makes it hydrate at once, then handle the event.
        for (let step = state.queue.shift(); step; step = state.queue.shift()) {
          replayStep(el, step);
          await nextTask();
        }
      } finally {
        state.live = true;
        // what was held is replayed: a mark the page's tests (and a curious developer) can wait for
        el.setAttribute('data-replayed', '');
      }
    })();
  };
  if (state.wanted || state.queue.length > 0) state.start();
  else if ('requestIdleCallback' in window) window.requestIdleCallback(state.start);
  else setTimeout(state.start, 200);
};

export default idleReplay;
