// The product gallery's behaviour over its server-rendered markup (Gallery.astro), in plain script:
// the next picture every 4 s with wrap-around unless paused by the shopper (WCAG 2.2.2), held (pointer
// or keyboard focus on it), or the shopper prefers reduced motion and has not pressed play. Only the
// pictures shown so far and the next one (loaded 2 s ahead) are in the page: the others wait in their
// <template>. Clicks made before this script ran are replayed (early-interactions.ts).
import { replayEarlyInteractions } from '../layout/early-interactions.ts';

const GALLERY_INTERVAL_MS = 4000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Picture i in the stage, taken from its <template> the first time. */
function pictureInPage(gallery: HTMLElement, stage: HTMLElement, i: number): HTMLImageElement | null {
  const inPage = stage.querySelector<HTMLImageElement>(`[data-index="${i}"]`);
  if (inPage) return inPage;
  const template = gallery.querySelector<HTMLTemplateElement>(`template[data-gallery-picture="${i}"]`);
  const img = template?.content.firstElementChild?.cloneNode(true);
  if (!(img instanceof HTMLImageElement)) return null;
  stage.append(img);
  return img;
}

/** Picture `index` shown (the others hidden from assistive technologies), its thumbnail pressed. */
function showPicture(stage: HTMLElement, thumbs: HTMLButtonElement[], index: number): void {
  for (const img of stage.querySelectorAll<HTMLImageElement>('.gallery__image')) {
    const active = Number(img.dataset.index) === index;
    if (img.dataset.alt === undefined) img.dataset.alt = img.alt;
    img.dataset.active = String(active);
    img.alt = active ? (img.dataset.alt ?? '') : '';
    if (active) img.removeAttribute('aria-hidden');
    else img.setAttribute('aria-hidden', 'true');
  }
  thumbs.forEach((thumb, i) => thumb.setAttribute('aria-pressed', String(i === index)));
}

function wireGallery(gallery: HTMLElement): void {
  const stage = gallery.querySelector<HTMLElement>('.gallery__stage');
  const toggle = gallery.querySelector<HTMLButtonElement>('.gallery__toggle');
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('[data-show]')];
  if (!stage || !toggle || thumbs.length < 2) return;
  const count = thumbs.length;
  const motion = window.matchMedia(REDUCED_MOTION);
  let index = 0;
  /** null until the shopper presses pause or play: then their choice wins over the preference. */
  let choice: boolean | null = null;
  let held = false;
  let timer = 0;
  let ahead = 0;

  const playing = () => choice ?? !motion.matches;
  const picture = (i: number) => pictureInPage(gallery, stage, i);
  const render = () => {
    showPicture(stage, thumbs, index);
    const [icon, text] = toggle.children;
    if (icon) icon.textContent = playing() ? '❚❚' : '►';
    if (text) text.textContent = (playing() ? gallery.dataset.pause : gallery.dataset.play) ?? '';
  };
  const schedule = () => {
    window.clearInterval(timer);
    window.clearTimeout(ahead);
    // the next picture, well before the rotation reaches it
    ahead = window.setTimeout(() => picture((index + 1) % count), GALLERY_INTERVAL_MS / 2);
    if (playing() && !held) timer = window.setInterval(() => show((index + 1) % count), GALLERY_INTERVAL_MS);
  };
  const show = (i: number) => {
    picture(i);
    index = i;
    render();
    schedule();
  };
  const hold = (on: boolean) => {
    held = on;
    schedule();
  };

  thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));
  toggle.addEventListener('click', () => {
    choice = !playing();
    render();
    schedule();
  });
  gallery.addEventListener('mouseenter', () => hold(true));
  gallery.addEventListener('mouseleave', () => hold(false));
  gallery.addEventListener('focusin', () => hold(true));
  gallery.addEventListener('focusout', () => hold(false));
  motion.addEventListener('change', () => {
    render();
    schedule();
  });
  render();
  schedule();
  [...thumbs, toggle].forEach(replayEarlyInteractions);
}

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(wireGallery);
