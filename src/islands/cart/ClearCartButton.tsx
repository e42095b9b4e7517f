// "Vider le panier" asks first: the button opens a short question in place with "Oui, vider" (focused)
// and "Annuler" (focus back to the button), so one stray click or tap never loses the cart.
import { useEffect, useRef, useState } from 'react';
import { clearCart } from '../../stores/cart.ts';
import type { CartLabels } from './cart-labels.ts';

export function ClearCartButton({ labels }: { labels: CartLabels }) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (answered.current) opener.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button ref={opener} type="button" className="btn btn--ghost" onClick={() => setAsking(true)}>
        {labels.clear}
      </button>
    );
  return (
    <div className="cart-clear-confirm" role="group" aria-labelledby="cart-clear-question">
      <p id="cart-clear-question">{labels.clearQuestion}</p>
      <button ref={yes} type="button" className="btn" onClick={clearCart}>
        {labels.clearYes}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        {labels.clearNo}
      </button>
    </div>
  );
}
