// The order e-mails, written into the outbox (src/server/mail/queue) in the transaction of the change
// they tell about: placed, confirmed, paid, shipped, cancelled. Each takes that transaction (`sql`);
// a failure there undoes the change with its e-mails, and the caller starts the delivery once it
// committed (kickMailDelivery). Nothing here waits for a mail server.
import type { StatusEmailStatus } from '../../domain/vocabulary/order-status.ts';
import { getEnv } from '../config/env.ts';
import { getSql, type Db } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import type { EmailKind } from '../../contract/admin/order-emails.ts';
import { enqueueEmails, type QueuedEmail } from '../mail/queue/outgoing-email.ts';
import { addressOf } from '../mail/index.ts';
import type { RenderedEmail, StoredAttachment } from '../mail/email-layout.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { claimConfirmation } from './confirmation-claim.ts';
import {
  renderBankTransferInstructions,
  renderOrderConfirmation,
  renderShopOrderNotice,
  renderStatusEmail,
  type StatusEmailOptions,
  type OrderEmailContext,
} from './order-email-templates.ts';
import { orderPageUrl } from './order-page-url.ts';
import { listShipments } from '../shipping/shipments.ts';
import { amountDue, amountHeld, loadInvoiceSource } from '../invoices/invoice-loader.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { plannedRefundWays, type RefundWays } from '../payments/refund-ways.ts';

function contextOf(order: OrderDetails, settings: ShopSettings): OrderEmailContext {
  const siteUrl = getEnv().siteUrl;
  return { order, settings, siteUrl, orderUrl: orderPageUrl(order, siteUrl) };
}

export async function contextFor(sql: Db, orderId: number): Promise<OrderEmailContext> {
  // one after the other: the embedded database has one session
  const [order, settings] = [await getOrderDetails(orderId, sql), await getShopSettings(sql)];
  if (!order) throw new Error(`order ${orderId} not found`);
  return { ...contextOf(order, settings), shipments: await listShipments(orderId, sql) };
}

/** Where the shop is told about orders and contact messages. */
export function shopNotifyAddress(settings: ShopSettings): string | null {
  const env = getEnv();
  if (env.SHOP_NOTIFY_EMAIL) return env.SHOP_NOTIFY_EMAIL;
  if (settings.contactEmail) return settings.contactEmail;
  if (env.MAIL_FROM) return addressOf(env.MAIL_FROM);
  return env.mode === 'embedded' ? 'shop@maison.local' : null;
}

const toShopper = (
  ctx: OrderEmailContext,
  kind: EmailKind,
  rendered: RenderedEmail,
  requestedBy?: string,
): QueuedEmail => ({
  kind,
  orderId: ctx.order.id,
  to: ctx.order.customer.email,
  ...rendered,
  ...(requestedBy ? { requestedBy } : {}),
});

/** The confirmation (durable medium), then the bank transfer instructions while a transfer is awaited. */
function shopperMessages(ctx: OrderEmailContext, requestedBy?: string): QueuedEmail[] {
  const messages = [toShopper(ctx, 'order_confirmation', renderOrderConfirmation(ctx), requestedBy)];
  if (ctx.order.paymentMethod === 'bank-transfer' && ctx.order.status === 'pending') {
    messages.push(toShopper(ctx, 'bank_transfer', renderBankTransferInstructions(ctx), requestedBy));
  }
  return messages;
}

/** The confirmation unless one went out already (claimed in the same transaction). True when queued now. */
async function confirmOnce(sql: Db, ctx: OrderEmailContext, invoice: StoredAttachment[] = []): Promise<boolean> {
  if (!(await claimConfirmation(sql, ctx.order.id))) return false;
  await enqueueEmails(
    sql,
    shopperMessages(ctx).map((m, i) => (i === 0 ? withAttachments(m, invoice) : m)),
  );
  return true;
}

const withAttachments = (email: QueuedEmail, extra: StoredAttachment[]): QueuedEmail =>
  extra.length === 0 ? email : { ...email, attachments: [...(email.attachments ?? []), ...extra] };

/** The invoice the payment just issued (public.invoices, same transaction), as the e-mail's PDF attachment. */
async function invoiceAttachment(sql: Db, ctx: OrderEmailContext): Promise<StoredAttachment[]> {
  const [invoice] = await sql<
    { number: string }[]
  >`select number from public.invoices where id = public.open_invoice_of(${ctx.order.id})`;
  if (!invoice) return [];
  const language = ctx.order.language;
  const file = getTranslator(language, ['backoffice'])('invoicePdf.invoiceFile');
  return [
    {
      kind: 'invoice_pdf',
      filename: `${file}-${invoice.number}.pdf`,
      orderId: ctx.order.id,
      document: invoice.number,
      language,
    },
  ];
}

/**
 * The admin's 'Envoyer un email': the confirmation again as the order stands now (and the transfer
 * instructions while a transfer is awaited). It counts as the confirmation: a later payment then
 * sends the "paid" e-mail, not a second confirmation. Returns the subjects queued.
 */
async function queueOrderConfirmation(sql: Db, orderId: number, requestedBy: string): Promise<string[]> {
  const ctx = await contextFor(sql, orderId);
  const messages = shopperMessages(ctx, requestedBy);
  await claimConfirmation(sql, orderId);
  await enqueueEmails(sql, messages);
  return messages.map((m) => m.subject);
}

/** queueOrderConfirmation in a transaction of its own, delivered right after. */
export async function sendOrderConfirmationAgain(orderId: number, requestedBy: string): Promise<string[]> {
  const subjects = await getSql().begin((tx) => queueOrderConfirmation(tx, orderId, requestedBy));
  void kickMailDelivery();
  return subjects;
}

/** The order's confirmation, once: when its contract is made. True when queued now. */
export async function queueConfirmationOnce(sql: Db, orderId: number): Promise<boolean> {
  return confirmOnce(sql, await contextFor(sql, orderId));
}

/**
 * After a new order (in place_order's transaction): the shop's notice always (the order holds stock
 * from now on, paid or not), and the shopper's confirmation for a bank transfer, whose contract is
 * made now. A card or PayPal order is confirmed when its payment succeeds (queuePaymentReceivedEmail).
 * Returns the order as read for the e-mails.
 */
export async function queueNewOrderEmails(sql: Db, orderId: number, settings: ShopSettings): Promise<OrderDetails> {
  const order = await getOrderDetails(orderId, sql);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const ctx = contextOf(order, settings);
  const emails =
    order.paymentMethod === 'bank-transfer' && (await claimConfirmation(sql, orderId)) ? shopperMessages(ctx) : [];
  const shop = shopNotifyAddress(settings);
  if (shop)
    emails.push({
      kind: 'shop_order_notice',
      orderId,
      to: shop,
      replyTo: order.customer.email,
      ...renderShopOrderNotice(ctx),
    });
  await enqueueEmails(sql, emails);
  return order;
}

/**
 * The order just became paid: its confirmation when none went out yet (a card or PayPal payment: the
 * contract is made now), else the "payment received" e-mail (a bank transfer, confirmed at placement).
 */
export async function queuePaymentReceivedEmail(sql: Db, orderId: number): Promise<boolean> {
  const ctx = await contextFor(sql, orderId);
  // the invoice the payment issued goes with it
  const invoice = await invoiceAttachment(sql, ctx);
  return (await confirmOnce(sql, ctx, invoice)) || queueRendered(sql, ctx, 'paid', {}, invoice);
}

async function queueRendered(
  sql: Db,
  ctx: OrderEmailContext,
  kind: StatusEmailStatus,
  options: StatusEmailOptions = {},
  extra: StoredAttachment[] = [],
): Promise<boolean> {
  await enqueueEmails(sql, [renderedFor(ctx, kind, options, extra)]);
  return true;
}

const renderedFor = (
  ctx: OrderEmailContext,
  kind: StatusEmailStatus,
  options: StatusEmailOptions,
  extra: StoredAttachment[],
): QueuedEmail => withAttachments(toShopper(ctx, `order_${kind}`, renderStatusEmail(kind, ctx, options)), extra);

export interface StatusEmailRequest {
  expired?: boolean;
  /** How the money comes back, with the credit notes of a refund made already. */
  refund?: RefundWays;
  /** The refund through the provider is still to be made (a held cancellation e-mail's fallback). */
  refundPending?: boolean;
}

/**
 * The paid / shipped / cancelled e-mail as it would be queued now, saying what is still due or what
 * comes back: a cancellation of a paid order names how its money returns (`refund`, with the credit
 * notes of a refund made already; else planned from what the order holds) and carries those credit notes.
 */
export async function renderStatusEmailFor(
  sql: Db,
  orderId: number,
  kind: StatusEmailStatus,
  options: StatusEmailRequest = {},
): Promise<QueuedEmail> {
  const source = await loadInvoiceSource(orderId, sql);
  const money = source ? { dueCents: amountDue(source), heldCents: amountHeld(source) } : undefined;
  let refund = options.refund;
  if (kind === 'cancelled' && !refund && !options.expired && money && money.heldCents > 0)
    refund = await plannedRefundWays(sql, orderId, money.heldCents);
  const ctx = await contextFor(sql, orderId);
  const notes = refund ? creditNoteAttachments(ctx, refund.creditNotes) : [];
  return renderedFor(ctx, kind, { ...options, ...(money ? { money } : {}), ...(refund ? { refund } : {}) }, notes);
}

/** The paid / shipped / cancelled e-mail (renderStatusEmailFor), queued in the change's transaction. */
export async function queueStatusEmail(
  sql: Db,
  orderId: number,
  kind: StatusEmailStatus,
  options: StatusEmailRequest = {},
): Promise<boolean> {
  await enqueueEmails(sql, [await renderStatusEmailFor(sql, orderId, kind, options)]);
  return true;
}

/** The credit notes of a refund, as the e-mail's PDF attachments (drawn when it goes out). */
export function creditNoteAttachments(ctx: OrderEmailContext, numbers: string[]): StoredAttachment[] {
  const language = ctx.order.language;
  const file = getTranslator(language, ['backoffice'])('invoicePdf.creditNoteFile');
  return numbers.map((number) => ({
    kind: 'invoice_pdf',
    filename: `${file}-${number}.pdf`,
    orderId: ctx.order.id,
    document: number,
    language,
  }));
}
