// One order on the board: id, total, name, long date, and how it is paid (method and structured
// communication or payment id, to match incoming money at a glance); expands to the details. The whole card drags by
// mouse (past a few pixels, so its buttons still click) and by touch (after a short press, so a swipe
// still scrolls); the handle is the keyboard's way in (Space or Enter, then the arrows).
import { useState, type KeyboardEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { getOrder } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { BusyNote } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { showToast } from '../../components/toast-store.ts';
import { formatLongDate } from '../../logic/format.ts';
import { itemName } from './OrderDetails.tsx';
import { failureWords, openInvoice } from './order-actions.ts';
import { orderTotal } from './order-words.ts';
import { PaymentCompact } from './PaymentCompact.tsx';
import { PaymentFacts } from './PaymentFacts.tsx';
import { StatusHistory } from './StatusHistory.tsx';

interface Props {
  order: Order;
  onDetails?: (order: Order) => void;
  overlay?: boolean;
  /** Its move is on its way to the server. */
  moving?: boolean;
}

export function KanbanCardBody({ order }: { order: Order }) {
  const { i18n } = useTranslation();
  return (
    <>
      <p className="kcard__top">
        <span className="kcard__id">#{order.id}</span>
        <span className="kcard__total">{orderTotal(order, i18n.language)}</span>
      </p>
      <p className="kcard__name">{order.name}</p>
      <p className="kcard__date">{formatLongDate(order.created_at, i18n.language)}</p>
      <p><PaymentCompact order={order} className="kcard__payment small" /></p>
    </>
  );
}

export function KanbanCard({ order, onDetails, moving = false }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: order.id, data: { status: order.status } });
  // mouse and touch start on the whole card; the keyboard only from the handle (the activator node), so
  // Enter on the card's other buttons keeps doing what they do
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Order | 'loading' | 'error' | null>(null);

  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (next && (detail === null || detail === 'error')) {
      setDetail('loading');
      try {
        setDetail(await getOrder(order.id));
      } catch {
        setDetail('error');
      }
    }
  };

  const full = detail && typeof detail === 'object' ? detail : null;
  return (
    <li ref={setNodeRef} className={`kcard ${isDragging ? 'kcard--dragging' : ''}`} data-order-id={order.id} aria-busy={moving || undefined} {...pointerListeners}>
      <div className="kcard__head">
        <button type="button" ref={setActivatorNodeRef} className="kcard__handle" {...attributes} onKeyDown={onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t('kanban.dragHandle', { id: order.id })}>
          <Icon name="grip" />
        </button>
        <div className="kcard__main"><KanbanCardBody order={order} /></div>
        {moving && <BusyNote label={t('common.saving')} />}
        <button type="button" className="icon-btn" aria-expanded={open} aria-controls={open ? `kcard-${order.id}` : undefined}
          aria-label={t(open ? 'kanban.collapse' : 'kanban.expand', { id: order.id })} onClick={() => void toggle()}>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} />
        </button>
      </div>
      {open && (
        <div className="kcard__more" id={`kcard-${order.id}`}>
          {detail === 'loading' && <p className="muted small">{t('kanban.loadingCard')}</p>}
          {detail === 'error' && <p className="form__error" role="alert">{t('orders.detailsErrorKanban')}</p>}
          {full && (
            <>
              <dl className="kcard__facts">
                <div><dt>{t('orders.email')}</dt><dd>{full.email}</dd></div>
                <div><dt>{t('orders.address')}</dt><dd>{full.address}, {full.postal_code} {full.city}</dd></div>
                <PaymentFacts order={full} unknownReference={t('kanban.notAvailable')} />
              </dl>
              <p className="kcard__label">{t('orders.products')}</p>
              <ul className="kcard__items">
                {(full.items ?? []).map((item) => <li key={item.id}>{item.quantity} × {itemName(item)}</li>)}
              </ul>
              <p className="kcard__label">{t('kanban.history')}</p>
              <StatusHistory history={full.status_history ?? []} className="kcard__history" />
            </>
          )}
          <div className="kcard__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onDetails?.(full ?? order)}>{t('kanban.details')}</button>
            <button type="button" className="btn btn--ghost btn--small" 
              onClick={() => void openInvoice(full ?? order, t).catch((error: unknown) => showToast('error', failureWords(error)))}>{t('kanban.invoice')}</button>
          </div>
        </div>
      )}
    </li>
  );
}
