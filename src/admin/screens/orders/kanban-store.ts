// The board's data: each column loads its own pages from the server (status=<column>, newest first,
// 20 at a time, "show more" after the last card), so every order is reachable however many there are.
// A drop moves the card at once; the server's answer decides (a refusal moves it back, with the spec's
// message), and the lists reload after any change. One store per board on screen.
import type { TFunction } from 'i18next';
import { atom } from 'nanostores';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { listOrders, changeOrderStatus } from '../../api/orders.ts';
import type { OrderPage } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { appendPage, columnFromPage, findOrder, moveOrder, remaining, type Board } from '../../logic/kanban-rules.ts';
import { createPendingActions } from '../../logic/pending-actions.ts';
import { statusChangeAnswered } from './order-actions.ts';
import type { AskUnpaid } from './useUnpaidConfirmation.tsx';
import { withShipment, type AskShipment } from './useShipmentPrompt.tsx';

const COLUMN_PAGE_SIZE = 20;
/** The API's largest page: a refresh reloads at most this many cards of a column in one call. */
const MAX_PAGE_SIZE = 100;

interface KanbanState {
  board: Board | null;
  /** The first load failed (there is no board to show). */
  loadError: boolean;
  refreshing: boolean;
  /** The columns whose next page is on its way. */
  loadingMore: ReadonlySet<OrderStatus>;
}

const columnPage = (status: OrderStatus, perPage: number, after?: number | null): Promise<OrderPage> =>
  listOrders({
    page: 1,
    per_page: perPage,
    search: '',
    status,
    date: 'all',
    money: 'all',
    ...(after ? { after } : {}),
  });

/** Every column's first page; as many cards per column as `shown` has (up to one API page). */
async function loadBoard(shown: Board | null): Promise<Board> {
  const columns = await Promise.all(
    ORDER_STATUSES.map(
      async (s) =>
        [
          s,
          columnFromPage(
            await columnPage(s, Math.min(MAX_PAGE_SIZE, Math.max(COLUMN_PAGE_SIZE, shown?.[s].orders.length ?? 0))),
          ),
        ] as const,
    ),
  );
  return Object.fromEntries(columns) as Board;
}

export class KanbanStore {
  readonly $state = atom<KanbanState>({ board: null, loadError: false, refreshing: false, loadingMore: new Set() });
  /** A card whose move is on its way says so, and is not sent again before the answer. */
  readonly moves = createPendingActions<number>();
  // only the newest load may fill the board (a slow older one would undo a newer state)
  private generation = 0;

  private update(change: Partial<KanbanState>): void {
    this.$state.set({ ...this.$state.get(), ...change });
  }

  private changeBoard(change: (board: Board) => Board): void {
    const { board } = this.$state.get();
    if (board) this.update({ board: change(board) });
  }

  /** The first load, or a refresh keeping as many cards per column as are shown. */
  async load(t: TFunction): Promise<void> {
    const mine = ++this.generation;
    const shown = this.$state.get().board;
    if (shown) this.update({ refreshing: true });
    try {
      const board = await loadBoard(shown);
      if (mine === this.generation) this.update({ board, loadError: false });
    } catch {
      if (mine !== this.generation) return;
      if (shown) showToast('error', t('orders.refreshError'));
      else this.update({ loadError: true });
    } finally {
      if (mine === this.generation) this.update({ refreshing: false });
    }
  }

  async loadMore(status: OrderStatus, t: TFunction): Promise<void> {
    const { board, loadingMore } = this.$state.get();
    const column = board?.[status];
    if (!column || loadingMore.has(status)) return;
    this.update({ loadingMore: new Set(loadingMore).add(status) });
    const mine = this.generation;
    try {
      const page = await columnPage(status, COLUMN_PAGE_SIZE, column.cursor);
      if (page.data.length === 0 && remaining(column) > 0) {
        // the cursor's order was deleted meanwhile: start the column again, one page further
        const again = await columnPage(status, Math.min(MAX_PAGE_SIZE, column.orders.length + COLUMN_PAGE_SIZE));
        if (mine === this.generation) this.changeBoard((b) => ({ ...b, [status]: columnFromPage(again) }));
      } else if (mine === this.generation) {
        this.changeBoard((b) => ({ ...b, [status]: appendPage(b[status], page) }));
      }
    } catch {
      showToast('error', t('orders.loadError'));
    } finally {
      const busy = new Set(this.$state.get().loadingMore);
      busy.delete(status);
      this.update({ loadingMore: busy });
    }
  }

  /**
   * The card moves at once; a refusal puts it back, unless something newer has moved it since. An
   * order with money due is asked about first (`ask`): the card stays where it was until the owner confirms.
   */
  async move(orderId: number, to: OrderStatus, t: TFunction, ask: AskUnpaid, askShipment?: AskShipment): Promise<void> {
    const { board } = this.$state.get();
    const order = board ? findOrder(board, orderId) : undefined;
    if (!order || order.status === to || this.moves.$state.get().pending.has(orderId)) return;
    const from = order.status;
    const answer = await ask(order, to);
    if (answer === 'no') return;
    // shipped: the carrier and tracking number, or skipped on purpose
    const parcel = askShipment ? await askShipment(orderId, to) : 'needless';
    if (parcel === 'cancel') return;
    const outcome = await this.moves.run(
      orderId,
      () => {
        this.changeBoard((b) => moveOrder(b, orderId, to));
        return changeOrderStatus(orderId, to, answer === 'confirmed', withShipment(parcel));
      },
      () => '',
    );
    if (outcome.status === 'failed')
      this.changeBoard((b) => (findOrder(b, orderId)?.status === to ? moveOrder(b, orderId, from) : b));
    statusChangeAnswered(outcome, orderId, to, t);
  }
}
