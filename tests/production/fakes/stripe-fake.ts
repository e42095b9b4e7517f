// A local fake of the parts of Stripe's API the shop calls (Checkout Sessions, refunds), with the
// hosted payment page a shopper would see: its "Pay" button posts the signed webhook Stripe would send
// (checkout.session.completed, Stripe-Signature over the raw body with the endpoint's secret) to the
// shop, then sends the browser to the session's success_url, as Stripe Checkout does.
import { randomBytes } from 'node:crypto';
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import { startFakeServer, type FakeServer, type RecordedRequest } from '../../handlers/orders/http-fakes.ts';

interface Session {
  id: string;
  amountTotal: number;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  clientReferenceId: string;
  status: 'open' | 'complete';
}

export interface StripeFake extends FakeServer {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Session>;
  refunds: { id: string; payment_intent: string; amount: number }[];
}

/** Stripe's form body (a[b][0][c]=v) read back into the few fields the fake needs. */
function sessionFrom(body: string, id: string): Session {
  const form = new URLSearchParams(body);
  let amountTotal = 0;
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
    amountTotal +=
      Number(form.get(`line_items[${i}][quantity]`)) * Number(form.get(`line_items[${i}][price_data][unit_amount]`));
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) metadata[m[1]] = value;
  }
  return {
    id,
    amountTotal,
    successUrl: form.get('success_url') ?? '',
    cancelUrl: form.get('cancel_url') ?? '',
    metadata,
    clientReferenceId: form.get('client_reference_id') ?? '',
    status: 'open',
  };
}

const page = (
  session: Session,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (fake)</title></head>
<body><main><h1>Stripe Checkout (test)</h1><p>Total: ${(session.amountTotal / 100).toFixed(2)} EUR</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${session.cancelUrl.replace(/&/g, '&amp;')}">Back</a></p></main></body></html>`;

export async function startStripeFake(webhookUrl: () => string): Promise<StripeFake> {
  const secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, string>();
  const refunds: StripeFake['refunds'] = [];

  async function pay(session: Session): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    session.status = 'complete';
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: session.amountTotal,
          currency: 'eur',
          client_reference_id: session.clientReferenceId,
          metadata: session.metadata,
          payment_intent: `pi_${session.id.slice(3)}`,
        },
      },
    };
    const raw = JSON.stringify(event);
    const delivered = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(webhookSecret, raw) },
      body: raw,
    });
    if (!delivered.ok)
      return {
        status: 502,
        body: `webhook answered ${delivered.status}: ${await delivered.text()}`,
        headers: { 'content-type': 'text/plain' },
      };
    return { status: 303, body: '', headers: { location: session.successUrl } };
  }

  function api(req: RecordedRequest) {
    const path = req.path.split('?')[0] ?? '';
    if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const id = idempotent.get(key) ?? `cs_test_${randomBytes(10).toString('hex')}`;
      if (key) idempotent.set(key, id);
      if (!sessions.has(id)) sessions.set(id, sessionFrom(req.body, id));
      const base = `http://${String(req.headers.host)}`;
      return {
        status: 200,
        body: { id, object: 'checkout.session', url: `${base}/pay/${id}`, status: sessions.get(id)?.status },
      };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      if (!session)
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      return {
        status: 200,
        body: {
          id: session.id,
          object: 'checkout.session',
          status: session.status,
          payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
          amount_total: session.amountTotal,
          currency: 'eur',
          metadata: session.metadata,
          payment_intent: `pi_${session.id.slice(3)}`,
        },
      };
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = new URLSearchParams(req.body);
      const refund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        payment_intent: form.get('payment_intent') ?? '',
        amount: Number(form.get('amount') ?? 0),
      };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded', currency: 'eur' } };
    }
    return null;
  }

  const server = await startFakeServer(async (req) => {
    const answer = api(req);
    if (answer) return answer;
    const hosted = /^\/pay\/([\w]+)$/.exec(req.path);
    const session = hosted?.[1] ? sessions.get(hosted[1]) : undefined;
    if (session && req.method === 'GET')
      return { status: 200, body: page(session), headers: { 'content-type': 'text/html; charset=utf-8' } };
    if (session && req.method === 'POST') return pay(session);
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `fake: no route for ${req.method} ${req.path}` } },
    };
  });
  return Object.assign(server, { secretKey, webhookSecret, sessions, refunds });
}
