// The gift part of an order's details: gift wrap (and its price), the gift message as the packing
// slip prints it, and the free samples to slip into the parcel. Nothing when the order has none.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { formatCents } from '../../logic/format.ts';
import { Fact } from '../../components/Fact.tsx';

export function OrderGift({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  if (!order.gift_wrap && !order.gift_message && order.samples.length === 0) return null;
  return (
    <>
      <h4 className="subhead">{t('orders.gift.heading')}</h4>
      <dl className="details-grid">
        <Fact term={t('orders.gift.wrap')}>
          {order.gift_wrap
            ? order.gift_wrap_cents > 0
              ? t('orders.gift.wrapPriced', { price: formatCents(order.gift_wrap_cents, i18n.language) })
              : t('orders.gift.wrapFree')
            : t('orders.gift.noWrap')}
        </Fact>
        <div>
          <dt>{t('orders.gift.message')}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{order.gift_message ?? '—'}</dd>
        </div>
        <Fact term={t('orders.gift.samples')}>
          {order.samples.length > 0 ? order.samples.map((s) => s.name).join(', ') : '—'}
        </Fact>
      </dl>
    </>
  );
}
