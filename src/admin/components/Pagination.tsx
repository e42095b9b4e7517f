// Real pagination: 'Affichage de X à Y sur Z résultats' and previous/next page buttons.
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, perPage, total, onPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <p className="pagination__summary">{t('common.showing', { from, to, total })}</p>
      <div className="pagination__controls">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('common.previous')}
        </button>
        <span className="pagination__page" aria-current="page">
          {t('common.pageOf', { page, pages })}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')}
        </button>
      </div>
    </nav>
  );
}
