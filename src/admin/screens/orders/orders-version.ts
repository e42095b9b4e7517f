// Bumped after any change to an order, so the table and the Kanban beneath it stay in step.
import { atom } from 'nanostores';

export const $ordersVersion = atom(0);
export const ordersChanged = () => $ordersVersion.set($ordersVersion.get() + 1);
