// The orders table's "mark shipped" for the ticked orders: the same form and request as "to pack"
// (BulkShipForm, POST /api/admin/shipments/bulk): one carrier and tracking number per order, every
// order shipped or none (a row that is not to pack says so beside it), one shipped e-mail per order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSelectionView } from '../../components/useListSelection.ts';
import { BulkShipForm } from '../packing/BulkShipForm.tsx';
import { ordersChanged } from './orders-version.ts';

export function OrdersBulkShip({ selection }: { selection: ListSelectionView<number> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ids = [...selection.selected];
  if (ids.length === 0) return null;
  return (
    <>
      <div className="toolbar">
        <div className="toolbar__actions">
          <button type="button" className="btn btn--primary" disabled={open} onClick={() => setOpen(true)}>
            {t('toPack.shipSelected', { count: ids.length })}
          </button>
        </div>
      </div>
      {open && (
        <BulkShipForm
          key={ids.join(',')}
          orders={ids.map((id) => ({ id }))}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            for (const id of ids) selection.toggle(id);
            // the table and the Kanban board beneath reload
            ordersChanged();
            return Promise.resolve();
          }}
        />
      )}
    </>
  );
}
