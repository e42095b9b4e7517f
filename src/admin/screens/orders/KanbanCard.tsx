// One order on the board: id, total, name, long date, and how it is paid (method and structured
// communication or payment id, to match incoming money at a glance); expands to the details. The whole card drags by
// mouse (past a few pixels, so its buttons still click) and by touch (after a short press, so a swipe
// still scrolls); the handle is the keyboard's way in (Space or Enter, then the arrows).
import type { KeyboardEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { BusyNote } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatLongDate } from '../../logic/format.ts';
import { KanbanCardMore } from './KanbanCardMore.tsx';
import { orderTotal } from './order-words.ts';
import { BalanceDue } from './OrderLedger.tsx';
import { PaymentCompact } from './PaymentCompact.tsx';
import { useOrderDetail } from './useOrderDetail.ts';

interface Props {
  order: Order;
  onDetails?: (order: Order) => void;
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
      <p>
        <PaymentCompact order={order} className="kcard__payment small" />
      </p>
      <p className="small">
        <BalanceDue order={order} />
      </p>
    </>
  );
}

export function KanbanCard({ order, onDetails, moving = false }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: order.id,
    data: { status: order.status },
  });
  // mouse and touch start on the whole card; the keyboard only from the handle (the activator node), so
  // Enter on the card's other buttons keeps doing what they do
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const { detail, toggle } = useOrderDetail(order.id);
  const open = detail !== null;
  const moreId = `kcard-${order.id}`;
  return (
    <li
      ref={setNodeRef}
      className={`kcard ${isDragging ? 'kcard--dragging' : ''}`}
      data-order-id={order.id}
      aria-busy={moving || undefined}
      {...pointerListeners}
    >
      <div className="kcard__head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="kcard__handle"
          {...attributes}
          onKeyDown={onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t('kanban.dragHandle', { id: order.id })}
        >
          <Icon name="grip" />
        </button>
        <div className="kcard__main">
          <KanbanCardBody order={order} />
        </div>
        {moving && <BusyNote label={t('common.saving')} />}
        <button
          type="button"
          className="icon-btn"
          aria-expanded={open}
          aria-controls={open ? moreId : undefined}
          aria-label={t(open ? 'kanban.collapse' : 'kanban.expand', { id: order.id })}
          onClick={() => void toggle()}
        >
          <Icon name={open ? 'chevronUp' : 'chevronDown'} />
        </button>
      </div>
      {open && <KanbanCardMore id={moreId} order={order} detail={detail} onDetails={onDetails} />}
    </li>
  );
}
