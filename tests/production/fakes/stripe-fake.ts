// A local fake of the parts of Stripe's API the shop calls (Checkout Sessions: create, retrieve,
// expire; refunds), with Stripe's rules where the shop could get them wrong:
// - an Idempotency-Key is kept with the parameters of its first request: the same request gets the
//   first answer again, other parameters get 400 `idempotency_error` (as Stripe does for 24 hours);
// - a refund never takes back more than was paid, partial refunds add up;
// - the events it sends (checkout.session.completed, async_payment_succeeded, async_payment_failed,
//   expired) are signed by the Stripe SDK's own test helper (stripe.webhooks.generateTestHeaderString),
//   never by the shop's code, so a test of the webhook is not a test of the shop against itself.
// The hosted page's buttons play the shopper: pay by card, pay by a delayed method that then
// succeeds or fails; /v1/checkout/sessions/:id/expire closes a page as Stripe does when it times out.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeServer, type FakeServer, type RecordedRequest } from '../../handlers/orders/http-fakes.ts';

interface Session {
  id: string;
  amountTotal: number;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  clientReferenceId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
}

export type StripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export interface StripeFake extends FakeServer {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Session>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Sends a signed event about a session to the shop's webhook; the shop's answer's status. */
  send(sessionId: string, type: StripeEventType): Promise<number>;
}

const signer = new Stripe('sk_test_signer_only');
const stripeError = (status: number, type: string, message: string): Answer => ({
  status,
  body: { error: { type, message } },
});

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
    paymentStatus: 'unpaid',
  };
}

const page = (
  session: Session,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (fake)</title></head>
<body><main><h1>Stripe Checkout (test)</h1><p>Total: ${(session.amountTotal / 100).toFixed(2)} EUR</p>
<form method="post"><button type="submit" name="outcome" value="paid">Pay</button>
<button type="submit" name="outcome" value="async_succeeded">Delayed method, succeeds later</button>
<button type="submit" name="outcome" value="async_failed">Delayed method, fails later</button></form>
<p><a href="${session.cancelUrl.replace(/&/g, '&amp;')}">Back</a></p></main></body></html>`;

const sessionObject = (session: Session, base: string) => ({
  id: session.id,
  object: 'checkout.session',
  status: session.status,
  payment_status: session.paymentStatus,
  amount_total: session.amountTotal,
  currency: 'eur',
  client_reference_id: session.clientReferenceId,
  metadata: session.metadata,
  payment_intent: session.paymentStatus === 'paid' ? `pi_${session.id.slice(3)}` : null,
  url: session.status === 'open' ? `${base}/pay/${session.id}` : null,
});

export async function startStripeFake(webhookUrl: () => string): Promise<StripeFake> {
  const secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, Session>();
  /** Idempotency-Key -> the request it was first used with and Stripe's answer to it. */
  const idempotent = new Map<string, { path: string; body: string; answer: Answer }>();
  const refunds: StripeFake['refunds'] = [];
  let base = '';

  async function send(sessionId: string, type: StripeEventType): Promise<number> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake: no session ${sessionId}`);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object: sessionObject(session, base) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const delivered = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    await delivered.arrayBuffer();
    return delivered.status;
  }

  /** The shopper on the hosted page: card paid at once, or a delayed method that succeeds or fails. */
  async function pay(session: Session, body: string): Promise<Answer> {
    const outcome = new URLSearchParams(body).get('outcome') ?? 'paid';
    session.status = 'complete';
    session.paymentStatus = outcome === 'paid' ? 'paid' : 'unpaid';
    const events: StripeEventType[] = ['checkout.session.completed'];
    if (outcome === 'async_succeeded') events.push('checkout.session.async_payment_succeeded');
    if (outcome === 'async_failed') events.push('checkout.session.async_payment_failed');
    for (const type of events) {
      if (type === 'checkout.session.async_payment_succeeded') session.paymentStatus = 'paid';
      const status = await send(session.id, type);
      if (status >= 300)
        return { status: 502, body: `webhook answered ${status}`, headers: { 'content-type': 'text/plain' } };
    }
    return { status: 303, body: '', headers: { location: session.successUrl } };
  }

  function createSession(req: RecordedRequest): Answer {
    const id = `cs_test_${randomBytes(10).toString('hex')}`;
    sessions.set(id, sessionFrom(req.body, id));
    return { status: 200, body: sessionObject(sessions.get(id)!, base) };
  }

  function refund(req: RecordedRequest): Answer {
    const form = new URLSearchParams(req.body);
    const intent = form.get('payment_intent') ?? '';
    const session = [...sessions.values()].find((s) => `pi_${s.id.slice(3)}` === intent && s.paymentStatus === 'paid');
    if (!session) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${intent}'`);
    const already = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(form.get('amount') ?? session.amountTotal - already);
    if (amount <= 0 || already + amount > session.amountTotal)
      return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge');
    const made = { id: `re_${randomBytes(8).toString('hex')}`, payment_intent: intent, amount };
    refunds.push(made);
    return { status: 200, body: { ...made, object: 'refund', status: 'succeeded', currency: 'eur' } };
  }

  function expire(id: string): Answer {
    const session = sessions.get(id);
    if (!session) return stripeError(404, 'invalid_request_error', 'No such checkout.session');
    if (session.status !== 'open')
      return stripeError(400, 'invalid_request_error', `Only open sessions can be expired (${session.status})`);
    session.status = 'expired';
    void send(id, 'checkout.session.expired');
    return { status: 200, body: sessionObject(session, base) };
  }

  function routes(req: RecordedRequest, path: string): Answer | null {
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(req);
    if (req.method === 'POST' && path === '/v1/refunds') return refund(req);
    const expiring = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (req.method === 'POST' && expiring?.[1]) return expire(expiring[1]);
    const retrieve = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session
        ? { status: 200, body: sessionObject(session, base) }
        : stripeError(404, 'invalid_request_error', 'No such checkout.session');
    }
    if (req.method === 'GET' && path === '/v1/balance')
      return { status: 200, body: { object: 'balance', available: [], pending: [], livemode: false } };
    return null;
  }

  /** Stripe's idempotency: the first answer again for the same request, 400 for other parameters. */
  function api(req: RecordedRequest): Answer | null {
    const path = req.path.split('?')[0] ?? '';
    if (!path.startsWith('/v1/')) return null;
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    const key = req.method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const first = key ? idempotent.get(key) : undefined;
    if (first && (first.path !== path || first.body !== req.body))
      return stripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    // Stripe's stored answer of the first time, as it was then (a session may have closed since)
    if (first) return { ...first.answer, headers: { ...first.answer.headers, 'idempotent-replayed': 'true' } };
    const answer = routes(req, path);
    if (answer && key) idempotent.set(key, { path, body: req.body, answer });
    return answer;
  }

  const server = await startFakeServer(async (req) => {
    const answer = api(req);
    if (answer) return answer;
    const hosted = /^\/pay\/(\w+)$/.exec(req.path);
    const session = hosted?.[1] ? sessions.get(hosted[1]) : undefined;
    if (session && session.status !== 'open') return { status: 410, body: 'This page has expired or was paid.' };
    if (session && req.method === 'GET')
      return { status: 200, body: page(session), headers: { 'content-type': 'text/html; charset=utf-8' } };
    if (session && req.method === 'POST') return pay(session, req.body);
    return stripeError(404, 'invalid_request_error', `fake: no route for ${req.method} ${req.path}`);
  });
  base = server.url;
  return Object.assign(server, { secretKey, webhookSecret, sessions, refunds, send });
}
