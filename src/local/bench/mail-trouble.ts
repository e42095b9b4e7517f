// Order placement while the mail server is in trouble, in-process (the real handler, the embedded
// Postgres over its socket): a real SMTP server on loopback (smtp-server) that is down (every
// connection answered 421), then one that takes 10 s per message. The e-mails go through the outbox,
// so neither should move the order's p95. Whether each e-mail is then delivered once is the handler
// test's job (tests/handlers/orders/mail-outbox.test.ts).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expectStatus, load, p } from './handler-latency.ts';
import { row, type BenchRow } from './results.ts';
import { percentile, timeCalls } from './stats.ts';
import { orderPayload } from './order-payload.ts';
import { overrideEnv } from './override-env.ts';

const SLOW_MS = 10_000;

/** down: 421 to every connection; otherwise each message is accepted after `delayMs`. */
async function troubledSmtp(): Promise<{
  url: string;
  state: { down: boolean; delayMs: number };
  close(): Promise<void>;
}> {
  const state = { down: true, delayMs: 0 };
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) =>
      callback(state.down ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        const accept = () => (waiting.delete(accept), callback());
        waiting.add(accept);
        setTimeout(accept, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    state,
    close: async () => {
      state.delayMs = 0;
      for (const accept of [...waiting]) accept();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function measureOrdersWithMailTrouble(root: string, n: number): Promise<BenchRow[]> {
  const { getSql } = await import('../../server/db/client.ts');
  const { mailDeliveryInFlight } = await import('../../server/mail/queue/mail-delivery.ts');
  const ordersCreate = await load(root, 'orders-create');
  if (!ordersCreate)
    return [
      row(
        'Order placement with the mail server down / slow',
        'not measured',
        'p95 <= 30 ms',
        false,
        'no orders-create function',
      ),
    ];
  const sql = getSql();
  await sql`update public.products set stock = 1000000`;
  const products = await sql<{ id: number }[]>`select id from public.products order by id limit 3`;
  const smtp = await troubledSmtp();
  const restoreEnv = await overrideEnv({ SMTP_URL: smtp.url });
  const place = (label: string) =>
    timeCalls(n, async (i) => {
      const req = new Request('http://localhost/api/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `bench-mail-${label}-${process.pid}-${i}-${Date.now()}`,
        },
        body: JSON.stringify(
          orderPayload(
            products.map((p) => p.id),
            i,
          ),
        ),
      });
      await expectStatus(
        await ordersCreate(req, { params: {}, ip: `10.11.${(i >> 8) % 250}.${i % 250}` }),
        (s) => s === 201,
        'POST /api/orders',
      );
    });
  try {
    const down = await place('down');
    smtp.state.down = false;
    smtp.state.delayMs = SLOW_MS;
    const slow = await place('slow');
    return [
      row(
        'Order placement handler, mail server down (421), in-process',
        p(down),
        'p95 <= 30 ms',
        percentile(down, 95) <= 30,
        `${n} orders; e-mails queued in the outbox`,
      ),
      row(
        'Order placement handler, mail server taking 10 s per message, in-process',
        p(slow),
        'p95 <= 30 ms',
        percentile(slow, 95) <= 30,
        `${n} orders`,
      ),
    ];
  } finally {
    await smtp.close();
    await mailDeliveryInFlight();
    // what the bench's orders left in the outbox is not sent anywhere else
    await sql`update public.outgoing_emails set status = 'failed', last_error = 'bench' where status = 'pending'`;
    restoreEnv();
  }
}
