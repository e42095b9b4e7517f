// The shopper's order e-mails (confirmation, bank transfer, paid, shipped, cancelled) and the shop's
// new-order notice, in the order's language. The confirmation is the EU "durable medium": items,
// amounts with the VAT included, the seller's identity and the withdrawal right with a link.
import type { Language } from '../../domain/vocabulary/language.ts';
import type { StatusEmailStatus } from '../../domain/vocabulary/order-status.ts';
import { deliveryTime } from '../../i18n/delivery-time.ts';
import { deliveryDaysFor } from '../../domain/shipping/delivery-days.ts';
import { countryName, formatDate, formatDateTime, formatNumber, labelled, formatMoney } from '../../i18n/locale.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { orderStructuredCommunication } from '../../domain/payments/structured-communication.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import { emailTranslator, type EmailT } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { h2, link, p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';
import { sellerIdentityVars, type ShopSettings } from '../settings/settings-repository.ts';
import { bankDetails } from '../payments/bank-details.ts';
import { bankTransferQrEmail } from '../payments/bank-transfer-qr.ts';
import type { OrderDetails } from './order-repository.ts';
import { CARRIER_NAMES } from '../../domain/shipping/carriers.ts';
import type { Shipment } from '../shipping/shipments.ts';
import type { RefundWays } from '../payments/refund-ways.ts';
import { refundWaysText } from './refund-ways-text.ts';
import { giftBlock } from './order-email-gift.ts';
import { withdrawalLinkBlock } from '../withdrawal/withdrawal-link.ts';

export interface OrderEmailContext {
  order: OrderDetails;
  settings: ShopSettings;
  siteUrl: string;
  /** Link to the order's thank-you page (with its access token). */
  orderUrl: string;
  /** The parcels sent (the shipped e-mail links to each one's tracking page). */
  shipments?: Shipment[];
}

/** One line per parcel: the carrier, the number and the tracking link (HTML and text). */
function trackingBlocks(
  t: EmailT,
  shipments: readonly Shipment[],
  language: Language,
): { html: string[]; text: string[] } {
  const html: string[] = [];
  const text: string[] = [];
  for (const s of shipments) {
    const vars = { carrier: CARRIER_NAMES[s.carrier], number: s.trackingNumber, count: s.parcels };
    const parcels = s.parcels > 1 ? ` ${t('shipped.parcels', vars)}` : '';
    const label = t(s.carrier === 'other' ? 'shipped.trackingOther' : 'shipped.tracking', vars) + parcels;
    if (s.trackingLink) {
      html.push(p(link(s.trackingLink, label)));
      text.push(labelled(label, s.trackingLink, language));
    } else {
      const plain = t('shipped.trackingNoLink', vars) + parcels;
      html.push(p(e(plain)));
      text.push(plain);
    }
  }
  return { html, text };
}

const TH = 'style="text-align:left;padding:6px 8px;border-bottom:1px solid #e3dccf;font-weight:normal;color:#6b6256"';
const TD = 'style="padding:6px 8px;border-bottom:1px solid #f0ebe2"';
const TDR = 'style="padding:6px 8px;border-bottom:1px solid #f0ebe2;text-align:right"';

export function footer(t: EmailT, s: ShopSettings): { footerHtml: string; footerText: string } {
  const vars = sellerIdentityVars(s, t.lang);
  const lines = [
    t('layout.signature'),
    ...(s.contactEmail ? [t('layout.contact', { email: s.contactEmail })] : []),
    t('layout.footer', vars),
  ];
  return { footerHtml: lines.map((l) => e(l)).join('<br>'), footerText: lines.join('\n') };
}

export function greeting(t: EmailT, order: OrderDetails): string {
  return t('greeting', { name: order.customer.firstName });
}

/** The items and amounts table, HTML and text. */
function orderSummary(t: EmailT, order: OrderDetails): { html: string; text: string } {
  const lang = order.language;
  const money = (c: number) => formatMoney(c, lang);
  const rows = order.items
    .map(
      (i) =>
        `<tr><td ${TD}>${e(i.name)}${i.sizeMl ? ` <span style="color:#6b6256">(${e(t('order.size', { size: i.sizeMl }))})</span>` : ''}</td>` +
        `<td ${TDR}>${i.quantity}</td><td ${TDR}>${e(money(i.unitPriceCents))}</td><td ${TDR}>${e(money(i.lineTotalCents))}</td></tr>`,
    )
    .join('');
  const discountLabel = order.promoCode ? t('order.discountWithCode', { code: order.promoCode }) : t('order.discount');
  const totals: [string, string, boolean?][] = [
    [t('order.subtotal'), money(order.subtotalCents)],
    ...(order.discountCents > 0 ? [[discountLabel, `- ${money(order.discountCents)}`] as [string, string]] : []),
    [t('order.shipping'), money(order.shippingCents)],
    ...(order.gift.wrap
      ? [
          [t('order.giftWrap'), order.giftWrapCents > 0 ? money(order.giftWrapCents) : t('order.giftWrapFree')] as [
            string,
            string,
          ],
        ]
      : []),
    // never "incl. VAT" beside 0 % VAT
    [order.vatScheme === 'export' ? t('exportPrices.total') : t('order.total'), money(order.totalCents), true],
    // a VAT-free parcel to the UK says so, and who pays the import charges (below the table)
    [
      order.vatScheme === 'export'
        ? t('order.vatExport')
        : t(order.vatScheme === 'uk' ? 'order.vatUk' : 'order.vat', {
            rate: formatNumber(order.vatRateBp / 100, lang),
          }),
      money(order.vatCents),
    ],
  ];
  const gift = giftBlock(t, order);
  const notices = order.vatScheme === 'export' ? [`${t('exportPrices.noVatIncluded')} ${t('order.importNotice')}`] : [];
  const totalRows = totals
    .map(([label, value, strong]) => {
      const style = strong
        ? 'style="padding:6px 8px;text-align:right;font-weight:bold"'
        : 'style="padding:6px 8px;text-align:right"';
      return `<tr><td colspan="3" ${style}>${e(label)}</td><td ${style}>${e(value)}</td></tr>`;
    })
    .join('');
  const html =
    h2(e(t('order.heading', { number: order.number }))) +
    p(e(t('order.date', { date: formatDate(order.createdAt, lang) }))) +
    `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px"><thead><tr><th ${TH}>${e(t('order.product'))}</th>` +
    `<th ${TH}>${e(t('order.quantity'))}</th><th ${TH}>${e(t('order.unitPrice'))}</th><th ${TH}>${e(t('order.lineTotal'))}</th></tr></thead>` +
    `<tbody>${rows}${totalRows}</tbody></table>` +
    notices.map((n) => p(e(n))).join('') +
    gift.html;
  const text = [
    t('order.heading', { number: order.number }),
    t('order.date', { date: formatDate(order.createdAt, lang) }),
    '',
    ...order.items.map((i) =>
      labelled(
        `${i.quantity} x ${i.name}${i.sizeMl ? ` (${t('order.size', { size: i.sizeMl })})` : ''}`,
        money(i.lineTotalCents),
        lang,
      ),
    ),
    '',
    ...totals.map(([label, value]) => labelled(label, value, lang)),
    ...notices.flatMap((n) => ['', n]),
    ...(gift.text ? [gift.text] : []),
  ].join('\n');
  return { html, text };
}

function shippingBlock(t: EmailT, order: OrderDetails): { html: string; text: string } {
  const c = order.customer;
  const lines = [
    `${c.firstName} ${c.lastName}`,
    ...postalAddressLines(c),
    countryName(c.country, order.language),
    ...(c.phone ? [c.phone] : []),
  ];
  const method = labelled(t('order.paymentMethod'), t(`order.methods.${order.paymentMethod}`), order.language);
  return {
    html: h2(e(t('order.shippingTo'))) + p(lines.map(e).join('<br>')) + p(e(method)),
    text: `${t('order.shippingTo')}\n${lines.join('\n')}\n\n${method}`,
  };
}

function bankBlock(
  t: EmailT,
  ctx: OrderEmailContext,
  amountCents = ctx.order.totalCents,
): { html: string; text: string } {
  const b = bankDetails({ id: ctx.order.id, totalCents: amountCents }, ctx.settings, ctx.order.language);
  const rows: [string, string][] = [
    [t('bankTransfer.holder'), b.holder],
    [t('bankTransfer.iban'), formatIbanForReading(b.iban)],
    [t('bankTransfer.bic'), b.bic],
    [t('bankTransfer.bank'), b.bank],
    [t('bankTransfer.amount'), formatMoney(b.amountCents, ctx.order.language)],
    [t('bankTransfer.communication'), b.communication],
  ];
  return {
    html:
      `<table role="presentation" style="border-collapse:collapse;font-size:15px;margin:0 0 16px">` +
      rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b6256">${e(k)}</td><td style="padding:4px 0;font-weight:bold">${e(v)}</td></tr>`,
        )
        .join('') +
      `</table>` +
      p(e(t('bankTransfer.note'))),
    text: `${rows.map(([k, v]) => labelled(k, v, ctx.order.language)).join('\n')}\n\n${t('bankTransfer.note')}`,
  };
}

export function renderOrderConfirmation(ctx: OrderEmailContext): RenderedEmail {
  const { order, settings } = ctx;
  const t = emailTranslator(order.language);
  const summary = orderSummary(t, order);
  const shipping = shippingBlock(t, order);
  const seller = t('confirmation.sellerLine', sellerIdentityVars(settings, order.language));
  const termsUrl = `${ctx.siteUrl}${localizedPath(order.language, '/confidentiality')}#terms`;
  // where the payment stands: awaited (a bank transfer), or just received (a card or PayPal order is confirmed with its payment)
  const paymentVars = { number: order.number, amount: formatMoney(order.totalCents, order.language) };
  const pending =
    order.status === 'pending'
      ? [t('confirmation.awaitingPayment')]
      : order.status === 'paid'
        ? [t('paid.intro', paymentVars)]
        : [];
  // the time promised in the zone of the order's destination
  const days = deliveryDaysFor(settings.shippingZones, order.customer.country);
  const delivery = days ? t('confirmation.delivery', { deliveryTime: deliveryTime(order.language, days) }) : '';
  const subject = t('confirmation.subject', { number: order.number });
  const withdraw = withdrawalLinkBlock(t, ctx.siteUrl, order);
  const body = renderShell({
    lang: order.language,
    title: subject,
    blocks: [
      p(e(greeting(t, order))),
      p(e(t('confirmation.intro'))),
      ...pending.map((s) => p(e(s))),
      summary.html,
      shipping.html,
      p(e(delivery)),
      p(link(ctx.orderUrl, t('order.view'))),
      h2(e(t('confirmation.sellerTitle'))),
      p(e(seller)),
      h2(e(t('confirmation.withdrawalTitle'))),
      p(e(t('confirmation.withdrawalText'))),
      withdraw.html,
      p(link(termsUrl, t('confirmation.withdrawalLink'))),
    ],
    textBlocks: [
      greeting(t, order),
      t('confirmation.intro'),
      ...pending,
      summary.text,
      shipping.text,
      delivery,
      labelled(t('order.view'), ctx.orderUrl, order.language),
      `${t('confirmation.sellerTitle')}\n${seller}`,
      `${t('confirmation.withdrawalTitle')}\n${t('confirmation.withdrawalText')}\n${withdraw.text}\n${labelled(t('confirmation.withdrawalLink'), termsUrl, order.language)}`,
    ],
    ...footer(t, settings),
  });
  return { subject, ...body };
}

/** With the EPC QR code beside the details (a PNG drawn when the e-mail is sent). */
export function renderBankTransferInstructions(ctx: OrderEmailContext): RenderedEmail {
  const { order } = ctx;
  const t = emailTranslator(order.language);
  const subject = t('bankTransfer.subject', { number: order.number });
  const until = order.holdUntil ? formatDateTime(order.holdUntil, order.language) : '';
  const intro = t('bankTransfer.intro', { number: order.number, until });
  const bank = bankBlock(t, ctx);
  const qr = bankTransferQrEmail(order, bankDetails(order, ctx.settings), {
    alt: t('bankTransfer.qrAlt'),
    caption: t('bankTransfer.qrCaption'),
  });
  const body = renderShell({
    lang: order.language,
    title: subject,
    blocks: [
      p(e(greeting(t, order))),
      p(e(intro)),
      bank.html,
      ...(qr ? [qr.html] : []),
      p(link(ctx.orderUrl, t('order.view'))),
    ],
    textBlocks: [greeting(t, order), intro, bank.text, labelled(t('order.view'), ctx.orderUrl, order.language)],
    ...footer(t, ctx.settings),
  });
  return { subject, ...body, ...(qr ? { attachments: [qr.attachment] } : {}) };
}

/** What the order's money stands at when its status e-mail is written (the ledger of payments and refunds). */
export interface StatusEmailMoney {
  /** Still to pay (an unpaid order shipped on trust). */
  dueCents: number;
  /** Received and not refunded: what a cancellation gives back. */
  heldCents: number;
}

export interface StatusEmailOptions {
  expired?: boolean;
  money?: StatusEmailMoney;
  /** A paid order's cancellation: how its money comes back, with the credit notes of the refund made. */
  refund?: RefundWays;
  /** The provider's refund is not made yet (a cancellation e-mail sent without waiting for it). */
  refundPending?: boolean;
}

/**
 * A cancellation says what happens to the money: the amount refunded and how it comes back when some
 * was received, else nothing to pay.
 */
function cancelledText(t: EmailT, ctx: OrderEmailContext, options: StatusEmailOptions): string[] {
  if (options.expired) return [t('cancelled.unpaid')];
  const { refund } = options;
  const held = refund ? refund.providerCents + refund.transferCents : (options.money?.heldCents ?? 0);
  if (held <= 0) return [t('cancelled.nothingPaid')];
  const amount = formatMoney(held, ctx.order.language);
  const ways = refund ? refundWaysText(t, refund, ctx.order.language) : [];
  const underway = options.refundPending && refund && refund.providerCents > 0 ? [t('cancelled.refundUnderway')] : [];
  return [t('cancelled.refundDue', { amount }), ...ways, ...underway];
}

/** An unpaid order shipped on trust: the amount due and, for a transfer, how to pay it with its QR code. */
function shippedDue(t: EmailT, ctx: OrderEmailContext, due: number) {
  const { order } = ctx;
  const amount = formatMoney(due, order.language);
  if (order.paymentMethod !== 'bank-transfer') {
    const text = t('shipped.dueOther', { amount });
    return { html: [p(e(text))], text: [text], attachments: [] };
  }
  const bank = bankBlock(t, ctx, due);
  // the code is for the money due, whatever the order's status (bankTransferQrEmail asks "pending")
  const qr = bankTransferQrEmail(
    { ...order, status: 'pending' },
    bankDetails({ id: order.id, totalCents: due }, ctx.settings),
    {
      alt: t('bankTransfer.qrAlt'),
      caption: t('bankTransfer.qrCaption'),
    },
  );
  const text = t('shipped.due', { amount });
  return {
    html: [p(e(text)), bank.html, ...(qr ? [qr.html] : [])],
    text: [text, bank.text],
    attachments: qr ? [qr.attachment] : [],
  };
}

export function renderStatusEmail(
  kind: StatusEmailStatus,
  ctx: OrderEmailContext,
  options: StatusEmailOptions = {},
): RenderedEmail {
  const { order } = ctx;
  const t = emailTranslator(order.language);
  const vars = { number: order.number, amount: formatMoney(order.totalCents, order.language) };
  const subject = t(`${kind}.subject`, vars);
  const paragraphs = [t(`${kind}.intro`, vars)];
  if (kind === 'cancelled') paragraphs.push(...cancelledText(t, ctx, options));
  const dueCents = kind === 'shipped' ? (options.money?.dueCents ?? 0) : 0;
  const due = dueCents > 0 ? shippedDue(t, ctx, dueCents) : null;
  const summary = orderSummary(t, order);
  const tracking = trackingBlocks(t, kind === 'shipped' ? (ctx.shipments ?? []) : [], order.language);
  // the shipped e-mail reaches the shopper as the withdrawal period is about to start
  const withdraw = kind === 'shipped' ? [withdrawalLinkBlock(t, ctx.siteUrl, order)] : [];
  const body = renderShell({
    lang: order.language,
    title: subject,
    blocks: [
      p(e(greeting(t, order))),
      ...paragraphs.map((s) => p(e(s))),
      ...tracking.html,
      ...(due?.html ?? []),
      summary.html,
      p(link(ctx.orderUrl, t('order.view'))),
      ...withdraw.map((w) => w.html),
    ],
    textBlocks: [
      greeting(t, order),
      ...paragraphs,
      ...tracking.text,
      ...(due?.text ?? []),
      summary.text,
      labelled(t('order.view'), ctx.orderUrl, order.language),
      ...withdraw.map((w) => w.text),
    ],
    ...footer(t, ctx.settings),
  });
  return { subject, ...body, ...(due && due.attachments.length > 0 ? { attachments: due.attachments } : {}) };
}

/** To the shop, in French (the shop's language). */
export function renderShopOrderNotice(ctx: OrderEmailContext): RenderedEmail {
  const { order } = ctx;
  const t = emailTranslator('fr');
  const frOrder = { ...order, language: 'fr' as const };
  const subject = t('shopOrder.subject', { number: order.number, amount: formatMoney(order.totalCents, 'fr') });
  const intro = t('shopOrder.intro', {
    name: `${order.customer.firstName} ${order.customer.lastName}`,
    email: order.customer.email,
    method: t(`order.methods.${order.paymentMethod}`),
    status: t(`order.statuses.${order.status}`),
  });
  // a transfer is matched to its order by this communication when the money arrives
  const reference =
    order.paymentMethod === 'bank-transfer'
      ? [labelled(t('bankTransfer.communication'), orderStructuredCommunication(order.id), 'fr')]
      : [];
  const summary = orderSummary(t, frOrder);
  const shipping = shippingBlock(t, frOrder);
  const adminUrl = `${ctx.siteUrl}/dashboard/orders`;
  const body = renderShell({
    lang: 'fr',
    title: subject,
    blocks: [p(e(intro)), ...reference.map((r) => p(e(r))), summary.html, shipping.html, p(link(adminUrl, adminUrl))],
    textBlocks: [intro, ...reference, summary.text, shipping.text, adminUrl],
  });
  return { subject, ...body };
}
