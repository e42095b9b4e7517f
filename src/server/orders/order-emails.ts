// Sending the order e-mails. A mail failure never undoes an order or a status change: it is logged,
// and the admin can resend the confirmation ('Envoyer un email' calls sendOrderConfirmation).
import { localizedPath } from '../../i18n/routing.ts';
import { getEnv } from '../config/env.ts';
import { sendEmail } from '../services/email/index.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
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
  const from = env.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;
  return from ?? (env.mode === 'embedded' ? 'shop@maison.local' : null);
}

/** The confirmation (durable medium), plus the bank transfer instructions while a transfer is awaited. */
function shopperMessages(ctx: OrderEmailContext) {
  const messages = [renderOrderConfirmation(ctx)];
  if (ctx.order.paymentMethod === 'bank-transfer' && ctx.order.status === 'pending') messages.push(renderBankTransferInstructions(ctx));
  return messages;
}

export async function sendOrderConfirmation(orderId: number): Promise<{ sent: string[] }> {
  const ctx = await contextFor(orderId);
  const sent: string[] = [];
  // one after the other, so they arrive in reading order
  for (const message of shopperMessages(ctx)) {
    await sendEmail({ to: ctx.order.customer.email, ...message });
    sent.push(message.subject);
  }
  return { sent };
}

/** After a new order: the shopper's e-mails and the shop's notice. Never throws. */
export async function sendNewOrderEmails(order: OrderDetails, settings: ShopSettings): Promise<void> {
  try {
    const ctx = contextOf(order, settings);
    const shop = shopNotifyAddress(settings);
    await Promise.all([
      (async () => {
        for (const message of shopperMessages(ctx)) await sendEmail({ to: order.customer.email, ...message });
      })(),
      shop ? sendEmail({ to: shop, replyTo: order.customer.email, ...renderShopOrderNotice(ctx) }) : null,
    ]);
  } catch (error) {
    console.error(`order ${order.id}: new-order e-mails failed`, error);
  }
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
