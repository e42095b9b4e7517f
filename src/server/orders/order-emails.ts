// Sending the order e-mails. A mail failure never undoes an order or a status change: it is logged,
// and the admin can resend the confirmation ('Envoyer un email' calls sendOrderConfirmation).
import { localizedPath } from '../../i18n/routing.ts';
import { getEnv } from '../config/env.ts';
import { addressOf, sendEmail } from '../services/email/index.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { claimConfirmation, releaseConfirmation } from './confirmation-claim.ts';
import { deriveAccessToken } from './order-access.ts';
import {
  renderBankTransferInstructions,
  renderOrderConfirmation,
  renderShopOrderNotice,
  renderStatusEmail,
  type OrderEmailContext,
  type StatusEmailKind,
} from './order-email-templates.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';

/** The thank-you page of an order in its language, with its access token. */
export function orderPageUrl(order: Pick<OrderDetails, 'id' | 'internal' | 'language'>, siteUrl = getEnv().siteUrl): string {
  const token = deriveAccessToken(order.internal.idempotencyKey, order.internal.requestHash);
  return `${siteUrl}${localizedPath(order.language, '/thank-you')}?order=${order.id}&token=${encodeURIComponent(token)}`;
}

function contextOf(order: OrderDetails, settings: ShopSettings): OrderEmailContext {
  const siteUrl = getEnv().siteUrl;
  return { order, settings, siteUrl, orderUrl: orderPageUrl(order, siteUrl) };
}

async function contextFor(orderId: number): Promise<OrderEmailContext> {
  const [order, settings] = await Promise.all([getOrderDetails(orderId), getShopSettings()]);
  if (!order) throw new Error(`order ${orderId} not found`);
  return contextOf(order, settings);
}

/** Where the shop is told about orders and contact messages. */
export function shopNotifyAddress(settings: ShopSettings): string | null {
  const env = getEnv();
  if (env.SHOP_NOTIFY_EMAIL) return env.SHOP_NOTIFY_EMAIL;
  if (settings.contactEmail) return settings.contactEmail;
  if (env.MAIL_FROM) return addressOf(env.MAIL_FROM);
  return env.mode === 'embedded' ? 'shop@maison.local' : null;
}

/** The confirmation (durable medium), plus the bank transfer instructions while a transfer is awaited. */
async function shopperMessages(ctx: OrderEmailContext) {
  const messages = [renderOrderConfirmation(ctx)];
  if (ctx.order.paymentMethod === 'bank-transfer' && ctx.order.status === 'pending') messages.push(await renderBankTransferInstructions(ctx));
  return messages;
}

export async function sendOrderConfirmation(orderId: number): Promise<{ sent: string[] }> {
  const ctx = await contextFor(orderId);
  const sent: string[] = [];
  // one after the other, so they arrive in reading order
  for (const message of await shopperMessages(ctx)) {
    await sendEmail({ to: ctx.order.customer.email, ...message });
    sent.push(message.subject);
  }
  // an admin's resend is the confirmation too: a later payment then sends the "paid" e-mail, not a second one.
  await claimConfirmation(orderId);
  return { sent };
}

/** The shopper's confirmation (and transfer instructions) unless it already went out. Never throws. */
async function confirmOnce(ctx: OrderEmailContext): Promise<boolean> {
  const { order } = ctx;
  let claimed = false;
  try {
    claimed = await claimConfirmation(order.id);
    if (!claimed) return false;
    for (const message of await shopperMessages(ctx)) await sendEmail({ to: order.customer.email, ...message });
    return true;
  } catch (error) {
    console.error(`order ${order.id}: confirmation e-mail failed`, error);
    if (claimed) await releaseConfirmation(order.id).catch(() => undefined);
    return false;
  }
}

/** The order's confirmation, once: when its contract is made. Never throws; true when it went out now. */
export async function sendConfirmationOnce(orderId: number): Promise<boolean> {
  try {
    return await confirmOnce(await contextFor(orderId));
  } catch (error) {
    console.error(`order ${orderId}: confirmation e-mail failed`, error);
    return false;
  }
}

/**
 * After a new order: the shop's notice always (the order holds stock from now on, paid or not), and
 * the shopper's confirmation for a bank transfer, whose contract is made now. A card or PayPal order
 * is confirmed when its payment succeeds (sendPaymentReceivedEmail). Never throws.
 */
export async function sendNewOrderEmails(order: OrderDetails, settings: ShopSettings): Promise<void> {
  try {
    const ctx = contextOf(order, settings);
    const shop = shopNotifyAddress(settings);
    await Promise.all([
      order.paymentMethod === 'bank-transfer' ? confirmOnce(ctx) : null,
      shop ? sendEmail({ to: shop, replyTo: order.customer.email, ...renderShopOrderNotice(ctx) }) : null,
    ]);
  } catch (error) {
    console.error(`order ${order.id}: new-order e-mails failed`, error);
  }
}

/**
 * The order just became paid: its confirmation when none went out yet (a card or PayPal payment: the
 * contract is made now), else the "payment received" e-mail (a bank transfer, confirmed at placement).
 * Never throws; says whether an e-mail went out.
 */
export async function sendPaymentReceivedEmail(orderId: number): Promise<boolean> {
  return (await sendConfirmationOnce(orderId)) || sendStatusEmail(orderId, 'paid');
}

export const STATUS_EMAILS: readonly StatusEmailKind[] = ['paid', 'shipped', 'cancelled'];

export function isStatusEmailKind(status: string): status is StatusEmailKind {
  return (STATUS_EMAILS as readonly string[]).includes(status);
}

/** The paid / shipped / cancelled e-mail. Never throws; says whether it went out. */
export async function sendStatusEmail(orderId: number, kind: StatusEmailKind, options: { expired?: boolean } = {}): Promise<boolean> {
  try {
    const ctx = await contextFor(orderId);
    await sendEmail({ to: ctx.order.customer.email, ...renderStatusEmail(kind, ctx, options) });
    return true;
  } catch (error) {
    console.error(`order ${orderId}: ${kind} e-mail failed`, error);
    return false;
  }
}
