// One line of the cart: the product (linked), its price, the quantity stepper (never above the stock
// the shop last said), the line's total and the button that removes it; every control named after the
// product for screen readers. When the stock fell under the line's quantity the line says so and
// offers the number left.
import { maxQuantity, stockShortfall, type CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { removeFromCart, setQuantity } from '../../stores/cart.ts';
import { QuantityStepper } from '../product/QuantityStepper.tsx';
import type { CartLabels } from './cart-labels.ts';
import { formatMoney } from '../../i18n/locale.ts';

interface Props {
  item: CartItem;
  lang: Language;
  labels: CartLabels;
  productHref: string;
}

function StockShortfall({ item, left, labels }: { item: CartItem; left: number; labels: CartLabels['stock'] }) {
  const words = { name: item.name, count: left };
  if (left === 0) return <p className="cart-table__stock">{interpolate(labels.soldOut, words)}</p>;
  return (
    <p className="cart-table__stock">
      {interpolate(labels.fell, words)}{' '}
      <button
        type="button"
        className="link-line"
        aria-label={interpolate(labels.useLeftLabel, words)}
        onClick={() => setQuantity(item.id, left)}
      >
        {interpolate(labels.useLeft, words)}
      </button>
    </p>
  );
}

export function CartLine({ item, lang, labels, productHref }: Props) {
  const named = (template: string) => interpolate(template, { name: item.name });
  const shortfall = stockShortfall(item);
  return (
    <tr>
      <th scope="row" className="cart-table__product">
        <div className="cart-table__item">
          <img src={item.image} width={64} height={80} alt="" loading="lazy" decoding="async" />
          <span>
            <a href={productHref}>{item.name}</a>
            <span className="cart-table__size">{interpolate(labels.sizeMl, { size: item.size_ml })}</span>
          </span>
        </div>
        <div role="status">
          {shortfall !== null && <StockShortfall item={item} left={shortfall} labels={labels.stock} />}
        </div>
      </th>
      <td data-label={labels.price}>{formatMoney(item.price_cents, lang)}</td>
      <td data-label={labels.quantity}>
        <QuantityStepper
          id={`cart-quantity-${item.id}`}
          value={item.quantity}
          max={Math.max(maxQuantity(item), item.quantity)}
          onChange={(q) => setQuantity(item.id, q)}
          {...(item.stock === undefined ? {} : { limitNote: labels.stock.limit })}
          hideLabel
          labels={{
            label: named(labels.quantityOf),
            decrease: named(labels.decrease),
            increase: named(labels.increase),
          }}
        />
      </td>
      <td data-label={labels.total} className="cart-table__total">
        {formatMoney(item.price_cents * item.quantity, lang)}
      </td>
      <td>
        <button
          type="button"
          className="cart-table__remove"
          aria-label={named(labels.removeLabel)}
          onClick={() => removeFromCart(item.id)}
        >
          {labels.remove}
        </button>
      </td>
    </tr>
  );
}
