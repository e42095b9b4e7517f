// The board's drag and drop: the sensors (mouse, touch, keyboard), what a screen reader hears at each
// step, the card under the pointer while it is dragged, and the drop that sends its column's status.
import { useState } from 'react';
import { useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { isOrderStatus, type OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import type { Order } from '../../api/types.ts';
import { findOrder, type Board } from '../../logic/kanban-rules.ts';
import {
  KeyboardSensor,
  MOUSE_ACTIVATION,
  MouseSensor,
  stepCoordinates,
  TOUCH_ACTIVATION,
  TouchSensor,
} from './kanban-dnd.ts';

export function useBoardDrag(board: Board | null, move: (orderId: number, to: OrderStatus) => void) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Order | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates }),
  );
  const label = (status: unknown) => (isOrderStatus(status) ? t(`status.${status}`) : '');
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('kanban.announceStart', { id: a.id }),
    onDragOver: ({ active: a, over }) =>
      over ? t('kanban.announceOver', { id: a.id, label: label(over.id) }) : t('kanban.announceOutside', { id: a.id }),
    onDragEnd: ({ active: a, over }) =>
      over ? t('kanban.announceEnd', { id: a.id, label: label(over.id) }) : t('kanban.announceCancel', { id: a.id }),
    onDragCancel: ({ active: a }) => t('kanban.announceCancel', { id: a.id }),
  };
  return {
    active,
    context: {
      sensors,
      accessibility: { announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } },
      onDragStart: (event: DragStartEvent) =>
        setActive(board ? (findOrder(board, Number(event.active.id)) ?? null) : null),
      onDragEnd: (event: DragEndEvent) => {
        setActive(null);
        const to = event.over?.id;
        if (isOrderStatus(to)) move(Number(event.active.id), to);
      },
      onDragCancel: () => setActive(null),
    },
  };
}
