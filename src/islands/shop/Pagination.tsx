// Page links of the shop grid: previous, numbered pages, next.
import { interpolate } from '../../i18n/interpolate.ts';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** With {{page}}. */
  page: string;
  /** With {{page}} and {{count}}. */
  status: string;
}

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: PaginationLabels;
}

export function Pagination({ page, pageCount, onPage, labels }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={labels.label}>
      <button type="button" className="pagination__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <ul role="list">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={interpolate(labels.page, { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {interpolate(labels.status, { page, count: pageCount })}
      </p>
    </nav>
  );
}
