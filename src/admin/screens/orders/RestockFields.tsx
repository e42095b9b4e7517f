// The refund form's "Put back on sale": for each line of the order with units not back on sale yet, how
// many go back now (0 by default: a refund of money alone puts nothing back). The API refuses more
// than is left; the field's max says it first.
import { useTranslation } from 'react-i18next';
import type { RestockLine } from '../../../contract/admin/ledger.ts';
import type { Order } from '../../api/types.ts';

/** The lines that can still go back on sale, with their units left. */
export function restockableLines(order: Order) {
  return order.items.flatMap((i) =>
    i.product_id !== null && i.quantity > i.restocked_quantity
      ? [{ id: i.id, productId: i.product_id, name: i.product.name, left: i.quantity - i.restocked_quantity }]
      : [],
  );
}

/** The chosen units as the API takes them (lines at 0 left out). */
export function restockRequest(order: Order, chosen: Record<number, number>): RestockLine[] {
  return restockableLines(order)
    .filter((l) => (chosen[l.id] ?? 0) > 0)
    .map((l) => ({ product_id: l.productId, quantity: Math.min(l.left, chosen[l.id] ?? 0) }));
}

export function RestockFields({
  order,
  chosen,
  onChange,
}: {
  order: Order;
  chosen: Record<number, number>;
  onChange: (next: Record<number, number>) => void;
}) {
  const { t } = useTranslation();
  const lines = restockableLines(order);
  if (lines.length === 0) return null;
  return (
    <fieldset className="fieldset fieldset--plain restock-lines">
      <legend>{t('ledger.restockTitle')}</legend>
      {lines.map((line) => {
        const id = `restock-${order.id}-${line.id}`;
        return (
          <div className="field field--narrow" key={line.id}>
            <label htmlFor={id}>{t('ledger.restockLine', { name: line.name, count: line.left })}</label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.left}
              step={1}
              value={chosen[line.id] ?? 0}
              onChange={(e) => {
                const units = Math.max(0, Math.min(line.left, Math.trunc(Number(e.target.value) || 0)));
                onChange({ ...chosen, [line.id]: units });
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
