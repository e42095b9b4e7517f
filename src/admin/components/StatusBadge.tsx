import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`status status--${status}`}>{t(`status.${status}`)}</span>;
}
