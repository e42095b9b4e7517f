// The parcels of a shipped order: the carrier, the number and its public tracking page.
import { CARRIER_NAMES } from '../../domain/shipping/carriers.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';
import { OrderSection } from './OrderSection.tsx';

interface Props {
  m: ThankYouMessages;
  shipments: OrderView['shipments'];
}

export function ShipmentTracking({ m, shipments }: Props) {
  if (shipments.length === 0) return null;
  return (
    <OrderSection
      className="shipment-tracking"
      titleId="shipment-tracking-title"
      titleClassName="shipping-info__title"
      title={m.shipping.trackingTitle}
    >
      <ul className="shipment-tracking__list">
        {shipments.map((s) => {
          const vars = { carrier: CARRIER_NAMES[s.carrier], number: s.trackingNumber, count: s.parcels };
          const label = interpolate(s.carrier === 'other' ? m.shipping.trackOther : m.shipping.track, vars);
          return (
            <li key={`${s.carrier}-${s.trackingNumber}`}>
              {s.trackingLink ? (
                <a href={s.trackingLink} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                interpolate(m.shipping.noLink, vars)
              )}
              {s.parcels > 1 && <> ({interpolate(m.shipping.parcels, vars)})</>}
            </li>
          );
        })}
      </ul>
    </OrderSection>
  );
}
