// The shop grid's page links as the script writes them for a page other than the first: the same
// markup as Pagination.astro (previous, numbered pages, next, the page read out).
import { interpolate } from '../../i18n/interpolate.ts';
import type { PaginationLabels } from './shop-labels.ts';

function pageButton(className: string, text: string, target: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.dataset.page = String(target);
  button.textContent = text;
  return button;
}

/** The nav for `page` of `pageCount`, or null when there is only one page. */
export function paginationNav(page: number, pageCount: number, labels: PaginationLabels): HTMLElement | null {
  if (pageCount <= 1) return null;
  const nav = document.createElement('nav');
  nav.className = 'pagination';
  nav.setAttribute('aria-label', labels.label);
  const previous = pageButton('pagination__step', labels.previous, page - 1);
  previous.disabled = page <= 1;
  const list = document.createElement('ul');
  list.setAttribute('role', 'list');
  for (let n = 1; n <= pageCount; n++) {
    const button = pageButton('pagination__page', String(n), n);
    button.setAttribute('aria-label', interpolate(labels.page, { page: n }));
    if (n === page) button.setAttribute('aria-current', 'page');
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  }
  const next = pageButton('pagination__step', labels.next, page + 1);
  next.disabled = page >= pageCount;
  const status = document.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('aria-live', 'polite');
  status.textContent = interpolate(labels.status, { page, count: pageCount });
  nav.append(previous, list, next, status);
  return nav;
}
