// Nothing to order: the cart is empty (or the 'buy now' product is gone).
import type { CheckoutMessages } from './messages.ts';

export function CheckoutEmpty({ m, shopHref }: { m: CheckoutMessages; shopHref: string }) {
  return (
    <div className="checkout-empty">
      <h2 className="checkout-empty__title">{m.empty.title}</h2>
      <p>{m.empty.text}</p>
      <a className="btn" href={shopHref}>
        {m.empty.link}
      </a>
    </div>
  );
}
