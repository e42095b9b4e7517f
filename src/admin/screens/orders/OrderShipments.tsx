// The parcels of an order in its details: each with its carrier, number and tracking link (deleted if
// it was a mistake), and a form to record one. A paid order is marked shipped with it (the shipped
// e-mail then links to the parcel), or without a number when the owner skips it, as said beside the
// button; an order already shipped gets the shipped e-mail again with the new link.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIER_NAMES } from '../../../domain/shipping/carriers.ts';
import { changeOrderStatus } from '../../api/orders.ts';
import { addShipment, deleteShipment } from '../../api/shipping.ts';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { emptyShipment, shipmentRequest, type ShipmentDraft } from '../../logic/shipment-draft.ts';
import { shipmentFailureText, shipmentFieldWords } from './shipment-error-words.ts';
import { ShipmentFields, type ShipmentFieldErrors } from './ShipmentFields.tsx';

type Action = 'add' | 'ship' | 'skip' | `delete-${number}`;

export function OrderShipments({ order, onChanged }: { order: Order; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ShipmentDraft>(emptyShipment);
  const [errors, setErrors] = useState<ShipmentFieldErrors | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const shipping = order.status === 'paid';
  const run = async (action: Action, call: () => Promise<unknown>, done: string) => {
    setBusy(action);
    try {
      await call();
      setErrors(undefined);
      setFailure(null);
      setDraft(emptyShipment());
      showToast('success', done);
      await onChanged();
    } catch (caught) {
      // a status change carries its parcel under shipment.; a parcel added alone is the body itself
      setErrors(shipmentFieldWords(caught, action === 'ship' ? 'shipment.' : '', t));
      setFailure(shipmentFailureText(caught, 'shipments.saveError', t));
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = shipmentRequest(draft);
    if (shipping) void run('ship', () => changeOrderStatus(order.id, 'shipped', false, body), t('shipments.shipped'));
    else void run('add', () => addShipment(order.id, body), t('shipments.added'));
  };
  return (
    <section className="stack" aria-labelledby={`shipments-${order.id}`}>
      <h4 id={`shipments-${order.id}`} className="subhead">
        {t('shipments.title')}
      </h4>
      {(order.shipments ?? []).length === 0 ? (
        <p className="muted">{t('shipments.none')}</p>
      ) : (
        <ul className="order-items">
          {(order.shipments ?? []).map((s) => (
            <li key={s.id}>
              <span>
                {s.carrier === 'other' ? t('shipments.other') : CARRIER_NAMES[s.carrier]} {s.tracking_number}
                {s.parcels > 1 && ` (${t('shipments.parcelsCount', { count: s.parcels })})`}
              </span>
              <span>
                {s.tracking_link && (
                  <a href={s.tracking_link} target="_blank" rel="noopener noreferrer">
                    {t('shipments.track')}
                  </a>
                )}{' '}
                <BusyButton
                  className="btn btn--ghost btn--small"
                  busy={busy === `delete-${s.id}`}
                  aria-label={t('shipments.remove', { number: s.tracking_number })}
                  onClick={() =>
                    void run(`delete-${s.id}`, () => deleteShipment(order.id, s.id), t('shipments.deleted'))
                  }
                >
                  {t('shipments.removeShort')}
                </BusyButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(shipping || order.status === 'shipped' || order.status === 'completed') && (
        <form className="stack" onSubmit={submit} noValidate>
          <ShipmentFields draft={draft} errors={errors} onChange={(changes) => setDraft({ ...draft, ...changes })} />
          <div className="order-details__actions">
            <BusyButton type="submit" className="btn btn--primary btn--small" busy={busy === 'ship' || busy === 'add'}>
              {shipping ? t('shipments.confirm') : t('shipments.add')}
            </BusyButton>
            {shipping && (
              <BusyButton
                className="btn btn--ghost btn--small"
                busy={busy === 'skip'}
                onClick={() => void run('skip', () => changeOrderStatus(order.id, 'shipped'), t('shipments.shipped'))}
              >
                {t('shipments.skip')}
              </BusyButton>
            )}
          </div>
          {shipping && <p className="hint">{t('shipments.skipHint')}</p>}
          <InlineError message={failure} />
        </form>
      )}
    </section>
  );
}
