import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="panel panel--center">
      <h2 className="section-title">{t('common.notFoundTitle')}</h2>
      <p>{t('common.notFoundText')}</p>
      <Link className="btn btn--primary" href="/dashboard">
        {t('common.toDashboard')}
      </Link>
    </section>
  );
}
