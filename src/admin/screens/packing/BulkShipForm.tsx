// "Mark shipped" for the selected orders: one row per order with its carrier (following the row
// above until chosen) and tracking number, sent as ONE request: every order is shipped, or none and
// the refused row says why beside its field, in the admin's words. Used by "to pack" and by the orders
// table's selection.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkShip } from '../../api/packing.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { bulkRequest, bulkRows, changeRow, type BulkRow } from '../../logic/bulk-ship-drafts.ts';
import { shipmentFailureText, shipmentFieldWords } from '../orders/shipment-error-words.ts';
import { ShipmentFields } from '../orders/ShipmentFields.tsx';

/** An order to ship: its id, and its number where the list knows it (else it is named #id). */
export interface OrderToShip {
  id: number;
  number?: string;
}

interface Props {
  orders: readonly OrderToShip[];
  onDone: () => Promise<void>;
  onCancel: () => void;
}

export function BulkShipForm({ orders, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<BulkRow[]>(() => bulkRows(orders.map((o) => o.id)));
  const [refusal, setRefusal] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await bulkShip(bulkRequest(rows));
      showToast('success', t('toPack.shipped', { count: answer.shipped.length }));
      await onDone();
    } catch (caught) {
      setRefusal(caught);
      setFailure(shipmentFailureText(caught, 'toPack.shipError', t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel stack bulk-ship" aria-labelledby="bulk-ship-title" onSubmit={(e) => void submit(e)}>
      <h3 id="bulk-ship-title" className="subhead">
        {t('toPack.bulkTitle', { count: orders.length })}
      </h3>
      <p className="muted small">{t('toPack.bulkHelp')}</p>
      <ol className="bulk-ship__rows">
        {rows.map((row, index) => {
          const mine = shipmentFieldWords(refusal, `shipments.${index}.`, t);
          const order = orders[index];
          return (
            <li key={row.orderId} className="bulk-ship__row">
              <p className="strong">{t('toPack.orderLabel', { number: order?.number ?? `#${row.orderId}` })}</p>
              <ShipmentFields
                draft={row.draft}
                errors={mine}
                onChange={(changes) => setRows((current) => changeRow(current, index, changes))}
              />
              {mine?.order_id && <p className="field__error">{mine.order_id}</p>}
            </li>
          );
        })}
      </ol>
      <InlineError message={failure} />
      <div className="row-actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy}>
          {t('toPack.shipSubmit', { count: orders.length })}
        </BusyButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
