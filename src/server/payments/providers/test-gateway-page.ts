// The hosted page of the built-in test gateway, in the order's language and in the shop's colours and
// type, so the local journey reads like the real one. It stands for a provider's page (Stripe's,
// PayPal's), so it says loudly that it is a test, above everything else.
import { messages } from '../../../i18n/messages/index.ts';
import { interpolate } from '../../../i18n/interpolate.ts';
import type { OrderDetails } from '../../orders/order-repository.ts';
import { escapeHtml as e } from '../../mail/email-html.ts';
import { formatMoney } from '../../../i18n/locale.ts';

// The shop's tokens (src/styles/global.css): ivory, ink and champagne, the serif display face.
const STYLE = `
@font-face { font-family: 'Cormorant Garamond'; font-weight: 500; font-display: optional; src: url('/fonts/cormorant-garamond-latin-500-normal.woff2') format('woff2'); }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: #f7f3ec; color: #171513; font: 1rem/1.65 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
.test-banner { margin: 0; padding: 0.75rem 1rem; background: #a4161a; color: #fff; text-align: center; font-weight: 600; }
.brand { margin: 2.5rem 0 0; text-align: center; font: 500 1.9rem/1.1 'Cormorant Garamond', Georgia, serif; letter-spacing: 0.06em; }
main { width: min(100% - 2.5rem, 34rem); margin: 1.5rem auto 3rem; padding: clamp(1.5rem, 5vw, 2.5rem); background: #fffdf9; border: 1px solid #e2d9c9; }
h1 { margin: 0 0 1.25rem; font: 500 clamp(2rem, 6vw, 2.6rem)/1.12 'Cormorant Garamond', Georgia, serif; }
dl { margin: 0 0 2rem; border-top: 1px solid #e2d9c9; }
dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.7rem 0; border-bottom: 1px solid #e2d9c9; }
dt { font-size: 0.75rem; letter-spacing: 0.16em; text-transform: uppercase; color: #6b6359; align-self: center; }
dd { margin: 0; font: 500 1.3rem/1.25 'Cormorant Garamond', Georgia, serif; text-align: right; }
form { display: grid; gap: 0.75rem; }
.btn { display: inline-flex; align-items: center; justify-content: center; min-height: 3rem; padding: 0.75rem 1.5rem; border: 1px solid #171513; border-radius: 2px;
  background: #171513; color: #fffdf9; font: inherit; font-size: 0.8rem; letter-spacing: 0.18em; text-transform: uppercase; text-decoration: none; cursor: pointer; }
.btn:hover { background: #3a342d; }
.btn--ghost { background: transparent; color: #171513; }
.btn--ghost:hover { background: #171513; color: #fffdf9; }
.btn--danger { background: transparent; color: #a4161a; border-color: #a4161a; }
.btn--danger:hover { background: #a4161a; color: #fff; }
:focus-visible { outline: 2px solid #171513; outline-offset: 3px; }
`;

export function renderTestGatewayPage(order: OrderDetails, sessionId: string, orderUrl: string): string {
  const lang = order.language;
  const t = messages[lang].checkout.testGateway;
  const methodLabel =
    order.paymentMethod === 'paypal'
      ? messages[lang].checkout.payment.paypal.label
      : messages[lang].checkout.payment.card.label;
  const button = (value: string, label: string, variant: string) =>
    `<button type="submit" name="action" value="${value}" class="btn${variant}">${e(label)}</button>`;
  const facts: [string, string][] = [
    [t.order, order.number],
    [t.amount, formatMoney(order.totalCents, lang)],
    [t.method, interpolate(t.methodTest, { method: methodLabel })],
  ];
  const actions =
    order.status === 'pending'
      ? `<form method="post" action="/api/test-gateway/${e(sessionId)}">
${button('approve', t.approve, '')}
${button('decline', t.decline, ' btn--danger')}
${button('cancel', t.cancel, ' btn--ghost')}
</form>`
      : `<p>${e(t.nothingToPay)}</p><p><a class="btn btn--ghost" href="${e(orderUrl)}">${e(t.backToOrder)}</a></p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(interpolate(t.title, { number: order.number }))}</title><style>${STYLE}</style></head>
<body>
<p class="test-banner" role="note">${e(t.banner)}</p>
<header><p class="brand">${e(messages[lang].common.brand.name)}</p></header>
<main>
<h1>${e(t.heading)}</h1>
<dl>${facts.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`).join('')}</dl>
${actions}
</main></body></html>`;
}
