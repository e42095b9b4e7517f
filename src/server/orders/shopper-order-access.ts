// The shopper's order API (read the order, pay it again) opens an order with its access token, taken
// from the X-Order-Token request header only: a token in the address would be written into the logs
// of every server and proxy on the way. No header: 401 naming it. A wrong token answers 404, the same
// as an order that does not exist, so ids reveal nothing.
import { ORDER_TOKEN_HEADER } from '../../domain/orders/order-link.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accessTokenMatches } from './order-access.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';

export async function orderForShopper(req: Request, orderId: number): Promise<OrderDetails> {
  const token = req.headers.get(ORDER_TOKEN_HEADER);
  if (!token) {
    throw new HttpError(401, `The order's access token is required in the ${ORDER_TOKEN_HEADER} header`, {
      code: 'order_token_required',
      fields: { [ORDER_TOKEN_HEADER]: ['required: the access token of the order'] },
    });
  }
  const order = await getOrderDetails(orderId);
  if (!order || !accessTokenMatches(token, order.internal.accessTokenHash)) throw notFound('Order not found');
  return order;
}
