// One order to pack: a checkbox to select it, what goes in the parcel (lines and quantities), where
// it goes, the zone and weight its fee was priced with, and its packing slip.
import { useTranslation } from 'react-i18next';
import { postalAddressLines } from '../../../domain/orders/address-format.ts';
import { weightText } from '../../../domain/shipping/weight-text.ts';
import type { PackingOrder } from '../../api/packing.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { formatDate } from '../../../i18n/locale.ts';
import { countryWords } from '../orders/order-words.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { ToPackGift } from './ToPackGift.tsx';

interface Props {
  order: PackingOrder;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  downloading: boolean;
  onSlip: () => void;
}

export function ToPackCard({ order, selected, onSelect, downloading, onSlip }: Props) {
  const { t, i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const headingId = `to-pack-${order.id}`;
  return (
    <li className={`panel to-pack${selected ? ' to-pack--selected' : ''}`} aria-labelledby={headingId}>
      <div className="to-pack__head">
        <label className="to-pack__check">
          <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          <span id={headingId} className="strong">
            {t('toPack.orderLabel', { number: order.number })}
          </span>
        </label>
        <span className="muted small">{formatDate(order.paid_at ?? order.created_at, language)}</span>
      </div>
      <ul className="order-items" aria-label={t('toPack.items')}>
        {order.items.map((item, i) => (
          <li key={i}>
            <span>
              {item.name}
              {item.size_ml ? ` · ${item.size_ml}\u00a0ml` : ''}
            </span>
            <span className="strong">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <ToPackGift order={order} />
      <div className="to-pack__facts">
        <p>
          <span className="muted">{t('toPack.shipTo')} </span>
          {[order.name, ...postalAddressLines({ ...order, postalCode: order.postal_code })].join(', ')},{' '}
          {countryWords(order.country, language)}
        </p>
        <p>
          <span className="muted">{t('toPack.zone')} </span>
          {order.shipping_zone_name ?? t('toPack.noZone')}
          {order.shipping_weight_grams !== null && (
            <>
              {' · '}
              <span className="muted">{t('toPack.weight')} </span>
              {weightText(order.shipping_weight_grams, language)}
            </>
          )}
        </p>
      </div>
      <div className="row-actions">
        <BusyButton
          className="btn btn--ghost btn--small"
          busy={downloading}
          aria-label={t('toPack.slipOf', { number: order.number })}
          onClick={onSlip}
        >
          {t('toPack.slip')}
        </BusyButton>
      </div>
    </li>
  );
}
