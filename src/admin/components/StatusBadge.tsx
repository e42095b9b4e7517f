import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api/types.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`status status--${status}`}>{t(`status.${status}`)}</span>;
}
