// One Kanban store (kanban-store.ts) per board on screen: loaded at once, and again after any change
// to an order (here or in the table above it).
import { createElement, Fragment, useEffect, useEffectEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { KanbanStore } from './kanban-store.ts';
import { $ordersVersion } from './orders-version.ts';
import { useUnpaidConfirmation } from './useUnpaidConfirmation.tsx';
import { useShipmentPrompt } from './useShipmentPrompt.tsx';

export function useKanbanBoard() {
  const { t } = useTranslation();
  const [store] = useState(() => new KanbanStore());
  const state = useStore(store.$state);
  const moving = useStore(store.moves.$state).pending;
  const load = useEffectEvent(() => void store.load(t));
  const unpaid = useUnpaidConfirmation();
  const shipping = useShipmentPrompt();

  useEffect(() => {
    load();
    return $ordersVersion.listen(() => load());
  }, [store]);

  return {
    ...state,
    reload: () => void store.load(t),
    loadMore: (status: OrderStatus) => void store.loadMore(status, t),
    move: (orderId: number, to: OrderStatus) => void store.move(orderId, to, t, unpaid.ask, shipping.ask),
    /** The questions before a move: money still due (shipped or completed), the parcel's tracking (shipped). */
    unpaidDialog: createElement(Fragment, null, unpaid.dialog, shipping.dialog),
    isMoving: (orderId: number) => moving.has(orderId),
  };
}
