// The shipping details to confirm on the payment step, with the way back to change them.
import { interpolate } from '../../i18n/interpolate.ts';
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import type { CheckoutMessages } from './messages.ts';
import type { ShippingDetails } from './shipping-details.ts';

interface Props {
  m: CheckoutMessages;
  details: ShippingDetails;
  busy: boolean;
  onEdit: () => void;
}

export function ShippingReview({ m, details, busy, onEdit }: Props) {
  const phone = details.phone.trim();
  return (
    <section className="shipping-review" aria-labelledby="shipping-review-title">
      <div className="shipping-review__head">
        <h3 id="shipping-review-title" className="shipping-review__title">
          {m.review.title}
        </h3>
        <button type="button" className="link-button" onClick={onEdit} disabled={busy}>
          {m.actions.editShipping}
          <span className="visually-hidden"> — {m.steps.shipping}</span>
        </button>
      </div>
      <address className="shipping-review__address">
        {details.firstName} {details.lastName}
        <br />
        {postalAddressLines(details).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {details.country ? m.countries[details.country] : ''}
        <br />
        {details.email}
        {phone && (
          <>
            <br />
            {interpolate(m.review.phone, { phone })}
          </>
        )}
      </address>
    </section>
  );
}
