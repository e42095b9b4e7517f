// The cart's amounts beside the lines: promo code, subtotal, shipping, discount, total with the VAT it
// includes, and the way to the checkout.
import { useStore } from '../../stores/use-store.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { $promo, $totals } from '../../stores/cart.ts';
import type { CartLabels } from './cart-labels.ts';
import { PromoForm } from './PromoForm.tsx';
import { formatMoney } from '../../i18n/locale.ts';

export function CartSummary({
  lang,
  labels,
  checkoutHref,
}: {
  lang: Language;
  labels: CartLabels;
  checkoutHref: string;
}) {
  const totals = useStore($totals);
  const promo = useStore($promo);
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{labels.summaryTitle}</h2>
      <PromoForm labels={labels.promo} />
      <dl className="cart-summary__lines">
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.subtotalCents > 0 && (
          <div>
            <dt>{labels.shipping}</dt>
            <dd>{money(totals.shippingCents)}</dd>
          </div>
        )}
        {promo && totals.discountCents > 0 && (
          <div className="cart-summary__discount">
            <dt>{interpolate(labels.discount, { code: promo.code })}</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{labels.totalLabel}</dt>
          <dd>{money(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">{interpolate(labels.vat, { amount: money(totals.vatCents) })}</p>
      <p className="cart-summary__vat">{labels.shippingElsewhere}</p>
      {labels.exportNote && <p className="cart-summary__export">{labels.exportNote}</p>}
      <a className="btn btn--block" href={checkoutHref}>
        {labels.checkout}
      </a>
    </aside>
  );
}
