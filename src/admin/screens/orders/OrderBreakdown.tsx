// The order's totals line by line, as the invoice prints them (the server's breakdown, in cents):
// subtotal, discount with its promo code, shipping, total before VAT, the VAT included, total.
import { useTranslation } from 'react-i18next';
import type { BreakdownLine } from '../../api/types.ts';
import { breakdownAmount, breakdownLabel } from './order-words.ts';

export function OrderBreakdown({ lines }: { lines: BreakdownLine[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="order-breakdown">
      <caption className="subhead">{t('orders.breakdownTitle')}</caption>
      <tbody>
        {lines.map((line) => {
          const Cell = line.key === 'total' ? 'strong' : 'span';
          return (
            <tr key={line.key} className={`order-breakdown__${line.key}`}>
              <th scope="row">
                <Cell>{breakdownLabel(line, t, i18n.language)}</Cell>
              </th>
              <td className="num">
                <Cell>{breakdownAmount(line, i18n.language)}</Cell>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
