// Add to cart (with the spec's confirmation and a 4 s toast) and 'buy now' with the payment options:
// card (on to the checkout of this product alone: the cart stays as it is), PayPal (its maintenance texts while switched off in the settings) and WhatsApp.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { addToCart } from '../../stores/cart.ts';
import { $liveProduct } from '../../stores/live-product.ts';
import { stockLevel } from '../../domain/catalog/stock.ts';
import { buyNowHref } from '../checkout/buy-now.ts';
import { BuyNowOptions } from './BuyNowOptions.tsx';
import { PurchaseToast } from './PurchaseToast.tsx';
import type { PurchaseLabels } from './purchase-labels.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { usePurchaseToast } from './use-purchase-toast.ts';

export type { PurchaseLabels };

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
  const [buyOpen, setBuyOpen] = useState(false);
  const { toast, showToast, closeToast } = usePurchaseToast();
  const maxQuantity = Math.max(1, current.stock);
  const add = () => {
    addToCart({ id: product.id, name: product.name, price_cents: current.price_cents, image: product.image, size_ml: product.size_ml }, quantity);
    showToast('added');
  };
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
            <button type="button" className="btn purchase__add" onClick={add}>
              {labels.addToCart}
            </button>
          </div>
          <button type="button" className="btn btn--ghost btn--block" aria-expanded={buyOpen} aria-controls="payment-options" onClick={() => setBuyOpen((o) => !o)}>
            {labels.buyNow}
          </button>
        </>
      )}
      <BuyNowOptions hidden={!buyOpen || soldOut} labels={labels} payments={payments} whatsappHref={whatsappHref} onBuy={buyNow} onPaypalOff={() => showToast('paypal')} />
      <PurchaseToast toast={toast} labels={labels} cartHref={cartHref} onClose={closeToast} />
    </div>
  );
}
