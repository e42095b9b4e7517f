// What the packer must add besides the lines: the gift wrap, the gift message to slip in (also on the
// packing slip) and the free samples. Nothing when the order is not a gift and has no samples.
import { useTranslation } from 'react-i18next';
import type { PackingOrder } from '../../api/packing.ts';

export function ToPackGift({ order }: { order: PackingOrder }) {
  const { t } = useTranslation();
  if (!order.gift_wrap && !order.gift_message && order.samples.length === 0) return null;
  return (
    <div className="to-pack__facts to-pack__gift">
      {order.gift_wrap && <p className="strong">{t('toPack.giftWrap')}</p>}
      {order.gift_message && (
        <p>
          <span className="muted">{t('toPack.giftMessage')} </span>
          <span style={{ whiteSpace: 'pre-line' }}>{order.gift_message}</span>
        </p>
      )}
      {order.samples.length > 0 && (
        <p>
          <span className="muted">{t('toPack.samples')} </span>
          {order.samples.map((s) => s.name).join(', ')}
        </p>
      )}
    </div>
  );
}
