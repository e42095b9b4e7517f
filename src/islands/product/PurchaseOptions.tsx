// Add to cart (with the spec's confirmation and a 4 s toast) and 'buy now' with the payment options:
// card (on to the checkout of this product alone: the cart stays as it is), PayPal (its maintenance texts while switched off in the settings) and WhatsApp.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { addToCart } from '../../stores/cart.ts';
import { $liveProduct } from '../../stores/live-product.ts';
import { stockLevel } from '../../domain/catalog/stock.ts';
import { buyNowHref } from '../checkout/buy-now.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

export const TOAST_MS = 4000;

export interface PurchaseLabels {
  title: string;
  quantity: string;
  decrease: string;
  increase: string;
  addToCart: string;
  added: string;
  viewCart: string;
  closeToast: string;
  unavailable: string;
  buyNow: string;
  paymentOptions: string;
  card: string;
  cardHint: string;
  paypal: string;
  paypalMaintenance: string;
  paypalToast: string;
  paypalAdvice: string;
  paymentUnavailable: string;
  whatsapp: string;
}

export interface PurchaseProduct {
  id: number;
  name: string;
  price_cents: number;
  image: string;
  size_ml: number;
  stock: number;
}

interface Props {
  product: PurchaseProduct;
  labels: PurchaseLabels;
  cartHref: string;
  checkoutHref: string;
  payments: { card: boolean; paypal: boolean };
  whatsappHref: string | null;
}

export default function PurchaseOptions({ product, labels, cartHref, checkoutHref, payments, whatsappHref }: Props) {
  const live = useStore($liveProduct);
  const current = live?.id === product.id ? { ...product, ...live } : product;
  const soldOut = stockLevel(current.stock) === 'out';
  const [quantity, setQuantity] = useState(1);
  const [toast, setToast] = useState<'added' | 'paypal' | null>(null);
  const [buyOpen, setBuyOpen] = useState(false);
  const toastTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(toastTimer.current), []);

  const showToast = (kind: 'added' | 'paypal') => {
    setToast(kind);
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToast(null), TOAST_MS);
  };
  const add = () => {
    addToCart({ id: product.id, name: product.name, price_cents: current.price_cents, image: product.image, size_ml: product.size_ml }, quantity);
  };
  const maxQuantity = Math.max(1, current.stock);
  const buyNow = (method: 'paypal' | null) => window.location.assign(buyNowHref(checkoutHref, product.id, Math.min(quantity, maxQuantity), method));

  return (
    <div className="purchase">
      <h2 className="visually-hidden">{labels.title}</h2>
      {soldOut ? (
        <p className="purchase__soldout">{labels.unavailable}</p>
      ) : (
        <>
          <div className="purchase__row">
            <QuantityStepper
              value={Math.min(quantity, maxQuantity)}
              max={maxQuantity}
              onChange={setQuantity}
              labels={{ label: labels.quantity, decrease: labels.decrease, increase: labels.increase }}
              id={`quantity-${product.id}`}
            />
            <button type="button" className="btn purchase__add" onClick={() => { add(); showToast('added'); }}>
              {labels.addToCart}
            </button>
          </div>
          <button type="button" className="btn btn--ghost btn--block" aria-expanded={buyOpen} aria-controls="payment-options" onClick={() => setBuyOpen((o) => !o)}>
            {labels.buyNow}
          </button>
        </>
      )}
      <div id="payment-options" className="purchase__payments" hidden={!buyOpen || soldOut}>
        <p className="label">{labels.paymentOptions}</p>
        {payments.card ? (
          <div>
            <button type="button" className="btn btn--block" onClick={() => buyNow(null)}>
              {labels.card}
            </button>
            <p className="purchase__hint">{labels.cardHint}</p>
          </div>
        ) : (
          <p className="notice">{labels.paymentUnavailable}</p>
        )}
        {payments.paypal ? (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => buyNow('paypal')}>
            {labels.paypal}
          </button>
        ) : (
          <div>
            <button type="button" className="btn btn--ghost btn--block" aria-disabled="true" aria-describedby="paypal-maintenance" onClick={() => showToast('paypal')}>
              {labels.paypal}
            </button>
            <p id="paypal-maintenance" className="purchase__hint">{labels.paypalMaintenance}</p>
          </div>
        )}
        {whatsappHref && (
          <a className="btn btn--ghost btn--block purchase__whatsapp" href={whatsappHref} target="_blank" rel="noopener">
            {labels.whatsapp}
          </a>
        )}
      </div>
      <div className="purchase__toast" role="status" aria-live="polite">
        {toast && (
          <div className="toast">
            {toast === 'added' ? (
              <p>
                {labels.added} <a href={cartHref}>{labels.viewCart}</a>
              </p>
            ) : (
              <p>
                <strong>{labels.paypalToast}</strong> {labels.paypalAdvice}
              </p>
            )}
            <button type="button" className="toast__close" aria-label={labels.closeToast} onClick={() => setToast(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
