// The gift part of the shopper's order: gift wrap, the gift message as it will be printed on the
// packing slip, and the free samples chosen. Nothing when the order has none of them.
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';
import { OrderSection } from './OrderSection.tsx';

export function OrderGiftInfo({ m, gift }: { m: ThankYouMessages; gift: OrderView['gift'] }) {
  if (!gift.wrap && !gift.message && gift.samples.length === 0) return null;
  return (
    <OrderSection className="receipt" titleId="receipt-gift-title" titleClassName="receipt__title" title={m.gift.title}>
      <dl className="totals">
        {gift.wrap && (
          <div className="totals__row">
            <dt>{m.gift.wrap}</dt>
            <dd>{m.gift.yes}</dd>
          </div>
        )}
        {gift.message && (
          <div className="totals__row">
            <dt>{m.gift.message}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{gift.message}</dd>
          </div>
        )}
        {gift.samples.length > 0 && (
          <div className="totals__row">
            <dt>{m.gift.samples}</dt>
            <dd>{gift.samples.map((s) => s.name).join(', ')}</dd>
          </div>
        )}
      </dl>
    </OrderSection>
  );
}
