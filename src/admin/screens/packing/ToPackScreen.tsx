// "To pack": the paid orders not yet shipped, oldest first, each with what goes in its parcel. The
// packer selects orders, downloads their packing slips (one PDF, one slip a page) and marks them
// shipped with one tracking number each (BulkShipForm). Made for a phone at 390 px: cards, not a table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure-text.ts';
import { getToPack, packingSlips, type PackingOrder } from '../../api/packing.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { saveDownload } from '../../logic/save-download.ts';
import { useLoad } from '../useLoad.ts';
import { BulkShipForm } from './BulkShipForm.tsx';
import { ToPackCard } from './ToPackCard.tsx';

function useSlips() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (key: string, ids: readonly number[]) => {
    setBusy(key);
    setFailure(null);
    try {
      const { blob, fileName } = await packingSlips(ids, i18n.language);
      saveDownload(blob, fileName ?? 'packing-slips.pdf');
    } catch (caught) {
      setFailure(failureText(caught, 'toPack.slipError', t));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, download };
}

export function ToPackScreen() {
  const { t } = useTranslation();
  const list = useLoad(getToPack);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [shipping, setShipping] = useState(false);
  const slips = useSlips();
  if (list.loading && !list.data) return <Loading />;
  if (!list.data)
    return <ErrorBanner message={failureText(list.error, 'toPack.loadError', t)} onRetry={() => void list.reload()} />;
  const orders = list.data.orders;
  const chosen: PackingOrder[] = orders.filter((o) => selected.has(o.id));
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = orders.length > 0 && chosen.length === orders.length;
  return (
    <div className="stack">
      <p className="muted">{t('toPack.intro')}</p>
      {orders.length === 0 ? (
        <Empty text={t('toPack.empty')} />
      ) : (
        <>
          <div className="toolbar to-pack__toolbar">
            <label className="to-pack__check">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(e) => setSelected(new Set(e.target.checked ? orders.map((o) => o.id) : []))}
              />
              <span>{t('toPack.selectAll', { count: orders.length })}</span>
            </label>
            <div className="toolbar__actions">
              <BusyButton
                className="btn btn--ghost"
                busy={slips.busy === 'selection'}
                disabled={chosen.length === 0}
                onClick={() =>
                  void slips.download(
                    'selection',
                    chosen.map((o) => o.id),
                  )
                }
              >
                {t('toPack.slips', { count: chosen.length })}
              </BusyButton>
              <button
                type="button"
                className="btn btn--primary"
                disabled={chosen.length === 0 || shipping}
                onClick={() => setShipping(true)}
              >
                {t('toPack.shipSelected', { count: chosen.length })}
              </button>
            </div>
          </div>
          <InlineError message={slips.failure} />
          {shipping && chosen.length > 0 && (
            <BulkShipForm
              key={chosen.map((o) => o.id).join(',')}
              orders={chosen}
              onCancel={() => setShipping(false)}
              onDone={async () => {
                setShipping(false);
                setSelected(new Set());
                await list.reload();
              }}
            />
          )}
          <ul className="to-pack__list" aria-label={t('toPack.listLabel')}>
            {orders.map((order) => (
              <ToPackCard
                key={order.id}
                order={order}
                selected={selected.has(order.id)}
                onSelect={(on) => select(order.id, on)}
                downloading={slips.busy === `order-${order.id}`}
                onSlip={() => void slips.download(`order-${order.id}`, [order.id])}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
