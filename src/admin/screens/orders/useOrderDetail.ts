// An order's full details under its row or card, fetched each time they are opened (a status, a
// payment or an e-mail may have changed since); closing them while they load drops the answer.
import { useRef, useState } from 'react';
import { getOrder } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';

export type OrderDetail = Order | 'loading' | 'error' | null;

export function useOrderDetail(orderId: number): { detail: OrderDetail; toggle: () => Promise<void> } {
  const [detail, setDetail] = useState<OrderDetail>(null);
  const opened = useRef(0);

  const toggle = async () => {
    const mine = ++opened.current;
    if (detail !== null) {
      setDetail(null);
      return;
    }
    setDetail('loading');
    let next: OrderDetail;
    try {
      next = await getOrder(orderId);
    } catch {
      next = 'error';
    }
    if (mine === opened.current) setDetail(next);
  };

  return { detail, toggle };
}
