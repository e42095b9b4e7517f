// Where the order goes, and when it should arrive.
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';
import { OrderSection } from './OrderSection.tsx';

interface Props {
  m: ThankYouMessages;
  shipping: OrderView['shipping'];
  countries: Record<string, string>;
  deliveryDays: { min: number; max: number };
}

export function ShippingInfo({ m, shipping: s, countries, deliveryDays }: Props) {
  return (
    <OrderSection
      className="shipping-info"
      titleId="shipping-info-title"
      titleClassName="shipping-info__title"
      title={m.shipping.title}
    >
      <address>
        {s.firstName} {s.lastName}
        {postalAddressLines(s).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        <br />
        {countries[s.country] ?? s.country}
        <br />
        {s.email}
        {s.phone && (
          <>
            <br />
            {s.phone}
          </>
        )}
      </address>
      <p className="shipping-info__delivery">{interpolate(m.shipping.delivery, deliveryDays)}</p>
    </OrderSection>
  );
}
