// Child process of the cancellation kill -9 test (tests/handlers/orders/cancellation-crash.test.ts),
// run with plain node on an embedded database in a data folder.
//   cancel: a card order placed and paid (Stripe webhook), then cancelled through the real flow
//           (cancelOrder); the Stripe stand-in never answers the refund and prints "refund-asked", at
//           which point the parent kills this process: it dies between the status change and the refund.
//   send:   the shop started again on the same folder; the sender runs until the order's cancellation
//           e-mail is sent, then prints one JSON line: the order, its cancellation e-mails, what was sent.
// Usage: node tests/support/cancel-crash-child.ts <dataDir> <outboxDir> cancel|send
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCrashShop } from './crash-child-shop.ts';
import { functionContext } from './function-context.ts';
import { STRIPE_KEY, STRIPE_WHSEC, stripePaidEvent } from '../handlers/payments/stripe-fake.ts';

const [dataDir, outboxDir, phase] = process.argv.slice(2);
if (!dataDir || !outboxDir || (phase !== 'cancel' && phase !== 'send'))
  throw new Error('usage: cancel-crash-child.ts <dataDir> <outboxDir> cancel|send');

/** Stripe as far as this needs: checkout sessions answered, a refund asked and never answered. */
async function stripeThatHangsOnRefunds(): Promise<string> {
  const server = createServer((req, res) => {
    const session = /\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(req.url ?? '')?.[1];
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/v1/refunds') return void process.stdout.write('refund-asked\n');
      const id = session ?? `cs_test_${new URLSearchParams(body).get('client_reference_id')}`;
      const answer = session
        ? { id, object: 'checkout.session', payment_intent: `pi_${id.slice(3)}` }
        : { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const { sql, crashProducts, placeOrder } = await startCrashShop(dataDir, outboxDir, {
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
  STRIPE_API_BASE: phase === 'cancel' ? await stripeThatHangsOnRefunds() : 'http://127.0.0.1:9',
});
const { setDeliveryPolicy } = await import('../../src/server/mail/queue/delivery-policy.ts');

async function placePaidCardOrder(): Promise<number> {
  const { default: webhook } = await import('../../netlify/functions/payments-webhook.mts');
  const [product] = (await crashProducts([{ name: 'Crash A', priceCents: 20000, stock: 10 }])) as [number];
  const res = await placeOrder(
    [{ product_id: product, quantity: 1 }],
    'credit-card',
    `cancel-crash-${process.pid}`,
    '10.9.1.1',
  );
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment: { url: string };
  };
  const { body, headers } = stripePaidEvent(order.id, payment.url.split('/').pop()!, order.totalCents);
  await webhook(
    new Request('http://localhost/api/payments/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
    functionContext({ provider: 'stripe' }),
  );
  return order.id;
}

if (phase === 'cancel') {
  setDeliveryPolicy({ holdMs: 3000 });
  const { cancelOrder } = await import('../../src/server/orders/cancel-order.ts');
  const orderId = await placePaidCardOrder();
  process.stdout.write(`order ${orderId}\n`);
  await cancelOrder(orderId, 'admin:owner@example.com', { confirmRefund: true });
  process.stdout.write('refund-answered\n'); // never: the parent killed this process before
} else {
  const { deliverDueEmails } = await import('../../src/server/mail/queue/deliver.ts');
  const sent: string[] = [];
  const mailer = {
    kind: 'smtp' as const,
    send: async (m: { messageId?: string }) => (sent.push(m.messageId!), { id: m.messageId! }),
  };
  const drawPdf = async (a: { filename: string }) => ({
    filename: a.filename,
    contentType: 'application/pdf',
    cid: a.filename,
    content: Buffer.from('%PDF'),
  });
  const cancellation = () =>
    sql<{ status: string; held: boolean; message_id: string; text_body: string }[]>`
      select status, held_until is not null as held, message_id, text_body
        from public.outgoing_emails where kind = 'order_cancelled' order by id`;
  const atRestart = await cancellation();
  const deadline = Date.now() + 60_000;
  // the scheduled sender's runs, every 200 ms here, until the e-mail's hold has passed and it is sent
  while ((await cancellation()).some((e) => e.status !== 'sent') && Date.now() < deadline) {
    await deliverDueEmails({ mailer, drawPdf });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // the scheduled sender runs again: nothing is sent twice
  await deliverDueEmails({ mailer, drawPdf });
  const [order] = await sql<{ status: string; refund_needed: boolean; stock: number }[]>`
    select o.status, o.refund_needed_at is not null as refund_needed,
           (select stock from public.products order by id limit 1) as stock
      from public.orders o order by o.id desc limit 1`;
  process.stdout.write(`${JSON.stringify({ order, atRestart, after: await cancellation(), sent })}\n`);
  process.exit(0);
}
