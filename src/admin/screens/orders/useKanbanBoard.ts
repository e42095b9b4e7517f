// The board's data: each column loads its own pages from the server (status=<column>, newest first,
// 20 at a time, "show more" after the last card), so every order is reachable however many there are.
// A drop moves the card at once; the server's answer decides (a refusal moves it back, with the spec's
// message), and the lists reload after any change.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { listOrders, setOrderStatus } from '../../api/orders.ts';
import { ORDER_STATUSES, type OrderPage, type OrderStatus } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { appendPage, columnFromPage, findOrder, moveOrder, remaining, type Board } from '../../logic/kanban-rules.ts';
import { $ordersVersion, ordersChanged } from './orders-version.ts';

export const COLUMN_PAGE_SIZE = 20;
/** The API's largest page: a refresh reloads at most this many cards of a column in one call. */
const MAX_PAGE_SIZE = 100;

const columnPage = (status: OrderStatus, perPage: number, after?: number | null): Promise<OrderPage> =>
  listOrders({ page: 1, perPage, search: '', status, date: 'all', ...(after ? { after } : {}) });

const noneLoading = () => Object.fromEntries(ORDER_STATUSES.map((s) => [s, false])) as Record<OrderStatus, boolean>;

export function useKanbanBoard() {
  const { t } = useTranslation();
  const version = useStore($ordersVersion);
  const [board, setBoard] = useState<Board | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(noneLoading);
  // a card whose move is on its way says so, and is not sent again before the answer
  const moves = usePendingAction<number>();
  const boardRef = useRef<Board | null>(null);
  boardRef.current = board;
  // only the newest load may fill the board (a slow older one would undo a newer state)
  const generation = useRef(0);

  const load = async (mode: 'initial' | 'refresh') => {
    const mine = ++generation.current;
    const current = boardRef.current;
    if (mode === 'refresh') setRefreshing(true);
    try {
      // a refresh keeps as many cards per column as were shown (up to one API page)
      const pages = await Promise.all(
        ORDER_STATUSES.map((s) => columnPage(s, Math.min(MAX_PAGE_SIZE, Math.max(COLUMN_PAGE_SIZE, current?.[s].orders.length ?? 0)))),
      );
      if (mine !== generation.current) return;
      setBoard(Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, columnFromPage(pages[i]!)])) as Board);
      setLoadError(false);
    } catch {
      if (mine !== generation.current) return;
      if (mode === 'refresh' || current) showToast('error', t('orders.refreshError'));
      else setLoadError(true);
    } finally {
      if (mine === generation.current) setRefreshing(false);
    }
  };

  useEffect(() => {
    void load(boardRef.current ? 'refresh' : 'initial');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const loadMore = async (status: OrderStatus) => {
    const column = boardRef.current?.[status];
    if (!column || loadingMore[status]) return;
    setLoadingMore((busy) => ({ ...busy, [status]: true }));
    const mine = generation.current;
    try {
      let page = await columnPage(status, COLUMN_PAGE_SIZE, column.cursor);
      if (page.data.length === 0 && remaining(column) > 0) {
        // the cursor's order was deleted meanwhile: start the column again, one page further
        page = await columnPage(status, Math.min(MAX_PAGE_SIZE, column.orders.length + COLUMN_PAGE_SIZE));
        if (mine === generation.current) setBoard((b) => (b ? { ...b, [status]: columnFromPage(page) } : b));
      } else if (mine === generation.current) {
        setBoard((b) => (b ? { ...b, [status]: appendPage(b[status], page) } : b));
      }
    } catch {
      showToast('error', t('orders.loadError'));
    } finally {
      setLoadingMore((busy) => ({ ...busy, [status]: false }));
    }
  };

  const move = async (orderId: number, to: OrderStatus) => {
    const order = boardRef.current ? findOrder(boardRef.current, orderId) : undefined;
    if (!order || order.status === to) return;
    const from = order.status;
    const outcome = await moves.run(orderId, () => {
      setBoard((b) => (b ? moveOrder(b, orderId, to) : b));
      return setOrderStatus(orderId, to);
    }, () => '');
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'done') showToast('success', t('orders.statusUpdated', { id: orderId, label: t(`status.${to}`) }));
    else {
      // put the card back where it was, unless something newer has moved it since
      setBoard((b) => (b && findOrder(b, orderId)?.status === to ? moveOrder(b, orderId, from) : b));
      showToast('error', t('orders.statusError'));
    }
    // the table beneath and this board reload: the server's lists are the truth
    ordersChanged();
  };

  return { board, loadError, refreshing, loadingMore, reload: load, loadMore, move, isMoving: moves.isPending };
}
