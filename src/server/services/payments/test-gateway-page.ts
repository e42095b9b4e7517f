// The hosted page of the built-in test gateway. It stands for a provider's page (Stripe's, PayPal's),
// so it is deliberately not the shop's design, and says loudly that it is a test.
import { formatMoney } from '../../../domain/pricing/money.ts';
import type { OrderDetails } from '../../orders/order-repository.ts';
import { escapeHtml as e } from '../email/html.ts';

export function renderTestGatewayPage(order: OrderDetails, sessionId: string, method: string): string {
  const amount = formatMoney(order.totalCents, order.language);
  const action = `/api/test-gateway/${e(sessionId)}`;
  const button = (value: string, label: string, style: string) =>
    `<button type="submit" name="action" value="${value}" style="${style}">${e(label)}</button>`;
  const base = 'font:inherit;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #222;cursor:pointer;margin:.25rem';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST MODE payment: order ${e(order.number)}</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:0;background:#fffbe6;color:#111">
<div role="banner" style="background:#b00020;color:#fff;padding:.75rem 1rem;font-weight:bold;text-align:center">TEST MODE: no real payment is made. This page plays the payment provider.</div>
<main style="max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ddd;border-radius:8px">
<h1 style="margin-top:0">Test payment gateway</h1>
<dl><dt>Order</dt><dd>${e(order.number)}</dd><dt>Amount</dt><dd><strong>${e(amount)}</strong></dd><dt>Method</dt><dd>${e(method)}</dd></dl>
${
  order.status === 'pending'
    ? `<form method="post" action="${action}">
${button('approve', 'Approve payment', `${base};background:#0a7d2c;color:#fff;border-color:#0a7d2c`)}
${button('decline', 'Decline payment', `${base};background:#fff;color:#b00020;border-color:#b00020`)}
${button('cancel', 'Cancel and return to the shop', `${base};background:#fff;color:#222`)}
</form>`
    : `<p>This order is ${e(order.status)}: there is nothing to pay.</p>`
}
</main></body></html>`;
}
