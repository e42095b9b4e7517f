// An order's money and history in the admin's words: the payment method with its provider, the
// reference to match money with, the breakdown lines' labels, who changed the status, what each
// payment event came to. Amounts arrive as the server's integer cents and are only formatted here.
import type { TFunction } from 'i18next';
import { PAYMENT_PROVIDERS } from '../../../domain/orders/status-actor.ts';
import { countryName } from '../../../i18n/locale.ts';
import type { StatusActor } from '../../../domain/orders/status-actor.ts';
import type { BreakdownLine, Order, PaymentEvent } from '../../api/types.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { formatCents, formatDateTime, formatRateBp } from '../../logic/format.ts';
import { paymentMethodLabel } from './payment-method-label.ts';

/** 'Stripe', 'PayPal', 'passerelle de paiement de test'; another provider by its own name. */
function providerLabel(provider: string | null | undefined, t: TFunction): string | null {
  if (!provider) return null;
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider) ? t(`orders.providers.${provider}`) : provider;
}

/** 'Carte bancaire (Stripe)', 'Virement bancaire'; null when the order has no known method. */
export function paymentMethodWords(
  order: Pick<Order, 'payment_method' | 'payment_provider'>,
  t: TFunction,
): string | null {
  const method = paymentMethodLabel(order.payment_method, t);
  const provider = providerLabel(order.payment_provider, t);
  if (!method) return provider;
  // PayPal is both the method and the provider: said once
  return provider && provider !== method ? t('orders.paymentVia', { method, provider }) : method;
}

/** The reference's label: 'Communication structurée', or the spec's 'Identifiant de paiement'. */
export function referenceLabel(kind: 'communication' | 'payment_id', t: TFunction): string {
  return kind === 'communication' ? t('orders.communication') : t('kanban.paymentId');
}

/** A communication never breaks across lines; a long provider id may. */
export function referenceClass(kind: 'communication' | 'payment_id'): string {
  return kind === 'communication' ? 'reference reference--communication' : 'reference';
}

/**
 * One line for the table row and the Kanban card: 'Virement bancaire · +++000/0000/04242+++',
 * 'Carte bancaire · pi_123', or the method alone with 'no payment id yet'.
 */
export function paymentCompact(
  order: Pick<Order, 'payment_method' | 'payment_reference' | 'payment_id'>,
  t: TFunction,
): string {
  const method = paymentMethodLabel(order.payment_method, t);
  const reference = order.payment_reference?.value ?? order.payment_id ?? null;
  if (!method) return reference ?? t('orders.paymentUnavailable');
  return t('orders.paymentLine', { method, id: reference ?? t('orders.noReference') });
}

/** The order's total, from its cents. */
export function orderTotal(order: Pick<Order, 'total_cents'>, language: string): string {
  return formatCents(order.total_cents, language);
}

export function breakdownLabel(line: BreakdownLine, t: TFunction, language: string): string {
  if (line.key === 'discount')
    return line.code ? t('orders.breakdown.discountCode', { code: line.code }) : t('orders.breakdown.discount');
  if (line.key === 'vat') return t('orders.breakdown.vat', { rate: formatRateBp(line.rate_bp ?? 0, language) });
  return t(`orders.breakdown.${line.key}`);
}

/** The line's amount as shown: the discount is taken off ('− 26,50 €'). */
export function breakdownAmount(line: BreakdownLine, language: string): string {
  return `${line.sign < 0 ? '− ' : ''}${formatCents(line.cents, language)}`;
}

/** 'par le client', 'par l'administrateur admin@…', 'automatiquement : délai de paiement expiré'… */
export function actorWords(actor: StatusActor | undefined, t: TFunction): string | null {
  if (!actor) return null;
  switch (actor.kind) {
    case 'shopper':
      return t('orders.actors.shopper');
    case 'admin':
      return actor.name ? t('orders.actors.adminNamed', { name: actor.name }) : t('orders.actors.admin');
    case 'provider':
      return t('orders.actors.provider', { name: providerLabel(actor.name, t) ?? '' });
    case 'expiry':
      return t('orders.actors.expiry');
    case 'statement':
      return t('orders.actors.statement', { name: actor.name ?? '' });
    default:
      return actor.name ? t('orders.actors.systemNamed', { name: actor.name }) : t('orders.actors.system');
  }
}

// refunds are worded in admin.json's own "refunds" block
const REFUND_KINDS: ReadonlySet<string> = new Set(['refunded', 'refund_failed']);

/** 'Paiement reçu · Carte bancaire · 248,50 € · 3 mars 2026 à 14:05'. */
export function paymentEventLine(event: PaymentEvent, t: TFunction, language: string): string {
  const vars = {
    label: t(
      REFUND_KINDS.has(event.kind)
        ? `refunds.outcomes.${event.kind}`
        : `orders.paymentOutcomes.${event.kind ?? event.outcome}`,
    ),
    method: paymentMethodLabel(event.payment_method, t) ?? providerLabel(event.provider, t) ?? '',
    date: formatDateTime(event.received_at, language),
  };
  return typeof event.amount_cents === 'number'
    ? t('orders.paymentEventAmount', { ...vars, amount: formatCents(event.amount_cents, language) })
    : t('orders.paymentEvent', vars);
}

/** 'Belgique' / 'Belgium' / 'België' for 'BE', in the admin's language. */
export function countryWords(code: string, language: string): string {
  return countryName(code, adminLanguage(language));
}
