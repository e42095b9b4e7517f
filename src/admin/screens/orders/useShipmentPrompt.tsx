// Marking an order shipped from the table or the Kanban: the owner is asked for the carrier and the
// tracking number (recorded with the move, so the shipped e-mail links to the parcel), or may skip it,
// which the dialog says plainly (the e-mail then goes without a link; a number can be added later from
// the order). `ask` resolves to the shipment, 'skip', or 'cancel'; a move to another status is not asked.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentRequest } from '../../../contract/admin/shipping.ts';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { Modal } from '../../components/Modal.tsx';
import { emptyShipment, shipmentRequest, type ShipmentDraft } from '../../logic/shipment-draft.ts';
import { ShipmentFields } from './ShipmentFields.tsx';

export type ShipmentAnswer = { shipment: ShipmentRequest } | 'skip' | 'cancel' | 'needless';
export type AskShipment = (orderId: number, to: OrderStatus) => Promise<ShipmentAnswer>;

/** The request's body with the shipment the owner gave (none when skipped or not asked). */
export const withShipment = (answer: ShipmentAnswer): ShipmentRequest | undefined =>
  typeof answer === 'object' ? answer.shipment : undefined;

export function useShipmentPrompt(): { ask: AskShipment; dialog: ReactNode } {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState<number | null>(null);
  const [draft, setDraft] = useState<ShipmentDraft>(emptyShipment);
  const [missing, setMissing] = useState(false);
  const answer = useRef<((value: ShipmentAnswer) => void) | null>(null);

  const ask: AskShipment = (id, to) => {
    if (to !== 'shipped') return Promise.resolve('needless');
    answer.current?.('cancel'); // a question still open is answered no
    setDraft(emptyShipment());
    setMissing(false);
    setOrderId(id);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  };
  const close = (value: ShipmentAnswer) => {
    answer.current?.(value);
    answer.current = null;
    setOrderId(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the number is what the shopper follows: asked for here, or skipped on purpose
    if (draft.trackingNumber.trim() === '') return setMissing(true);
    close({ shipment: shipmentRequest(draft) });
  };
  const dialog = (
    <Modal
      open={orderId !== null}
      title={t('shipments.promptTitle', { id: orderId ?? '' })}
      onClose={() => close('cancel')}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('shipments.promptIntro')}</p>
        <ShipmentFields
          draft={draft}
          errors={missing ? { tracking_number: t('shipments.numberMissing') } : undefined}
          onChange={(changes) => setDraft({ ...draft, ...changes })}
        />
        <p className="hint">{t('shipments.skipHint')}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => close('cancel')}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => close('skip')}>
            {t('shipments.skip')}
          </button>
          <button type="submit" className="btn btn--primary">
            {t('shipments.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
  return { ask, dialog };
}
