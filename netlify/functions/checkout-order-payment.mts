// POST /api/checkout/orders/{id}/payment, the order's access token in the X-Order-Token header: how to
// pay a pending order again (the shopper whose payment was declined or cancelled, or who closed the
// provider's page). Without a body: the same method, with the same session as before when the
// provider keeps it. With { paymentMethod }: the order switches to that method first (a bank transfer
// is then confirmed by e-mail at once). 200 { payment, order } (src/contract/orders.ts); 400 a body
// that is not JSON; 422 naming paymentMethod; 401 without the header; 404 with a wrong token; 409 when
// the order is no longer pending (not_pending) or the method is off (payment_method_unavailable).
import type { Config, Context } from '@netlify/functions';
import { paymentChangeRequestSchema, type OrderPaymentAnswer } from '../../src/contract/orders.ts';
import { readOptionalJsonBody } from '../../src/server/http/json-body.ts';
import { parseId } from '../../src/server/http/params.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { parseRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { changePaymentMethod, notPendingError } from '../../src/server/payments/change-payment-method.ts';
import { paymentInstructions } from '../../src/server/payments/order-payment.ts';
import { toShopperOrder } from '../../src/server/orders/shopper-order.ts';
import { orderForShopper } from '../../src/server/orders/shopper-order-access.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

export default withErrors(
  async (req: Request, context: Pick<Context, 'params' | 'ip'> & MailContext & DeployContext) => {
    refuseInPreview(context);
    await enforceRateLimit(context, 'checkout-order-payment', 20, 600);
    const found = await orderForShopper(req, parseId(context.params.id));
    const body = await readOptionalJsonBody(req, 4 * 1024);
    const method =
      body === undefined
        ? null
        : parseRequest(paymentChangeRequestSchema, body, 'Invalid payment method').paymentMethod;
    if (found.status !== 'pending') throw notPendingError();
    const settings = await getShopSettings();
    const order = method ? await changePaymentMethod(found, method, settings) : found;
    keepAliveForMail(context);
    return json({
      payment: await paymentInstructions(order, settings),
      order: toShopperOrder(order, settings),
    } satisfies OrderPaymentAnswer);
  },
);

export const config: Config = { path: ['/api/checkout/orders/:id/payment'], method: ['POST'] };
