// The gift part of an order's details: gift wrap (and its price), the gift message as the packing
// slip prints it, and the free samples to slip into the parcel. Nothing when the order has none.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { formatCents } from '../../logic/format.ts';

export function OrderGift({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  if (!order.gift_wrap && !order.gift_message && order.samples.length === 0) return null;
  return (
    <>
      <h4 className="subhead">{t('orders.gift.heading')}</h4>
      <dl className="details-grid">
        <div>
          <dt>{t('orders.gift.wrap')}</dt>
          <dd>
            {order.gift_wrap
              ? order.gift_wrap_cents > 0
                ? t('orders.gift.wrapPriced', { price: formatCents(order.gift_wrap_cents, i18n.language) })
                : t('orders.gift.wrapFree')
              : t('orders.gift.noWrap')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.gift.message')}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{order.gift_message ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.gift.samples')}</dt>
          <dd>{order.samples.length > 0 ? order.samples.map((s) => s.name).join(', ') : '—'}</dd>
        </div>
      </dl>
    </>
  );
}
