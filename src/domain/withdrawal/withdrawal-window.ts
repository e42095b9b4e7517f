import type { OrderStatus } from '../vocabulary/order-status.ts';
// The withdrawal period of an order of goods (Directive 2011/83/EU art. 9): 14 days from the day the
// shopper acquires physical possession of the goods. Days are Brussels calendar days ('YYYY-MM-DD').
// - Delivered: the day the owner marked the order "completed" (done when the carrier shows it delivered).
// - Shipped but no delivery recorded: the shipping day plus the shop's announced maximum delivery time
//   in working days, i.e. the latest day the shop itself promises the parcel; the owner records the real
//   day by completing the order, which then governs.
// - Not shipped yet: the period has not started, so the function stays open (a shopper may withdraw
//   before delivery) with no end date yet.
// A period whose last day falls on a Saturday or Sunday runs to the next Monday (Regulation 1182/71
// art. 3(4)); public holidays are not modelled, which only ever leaves the function open longer.
// The owner may extend an order's period: it then ends on the later of the legal end and the owner's day,
// so an extension never shortens what the law gives.
export const WITHDRAWAL_DAYS = 14;

export interface WithdrawalFacts {
  status: OrderStatus;
  /** Brussels day the order was first marked completed (delivered). */
  completedOn: string | null;
  /** Brussels day the order was first marked shipped. */
  shippedOn: string | null;
  /** The shop's announced maximum delivery time, in working days. */
  deliveryDaysMax: number;
  /** The owner's extension: open until this Brussels day when later than the legal end. */
  openUntil?: string | null;
}

export type WithdrawalWindow =
  | { state: 'open'; endsOn: string | null; startsOn: string | null; estimated: boolean }
  | { state: 'ended'; endsOn: string; startsOn: string; estimated: boolean }
  | { state: 'cancelled' };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

const isWeekend = (day: string) => [0, 6].includes(toDate(day).getUTCDay());

export function addWorkingDays(day: string, days: number): string {
  let current = day;
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}

/** The last day of a period that starts the day after `startsOn`. */
export function periodEnd(startsOn: string): string {
  let end = addDays(startsOn, WITHDRAWAL_DAYS);
  while (isWeekend(end)) end = addDays(end, 1);
  return end;
}

const laterDay = (legal: string, owner: string | null) => (owner !== null && owner > legal ? owner : legal);

/** The legal last day (no extension), null before the goods are on their way or for a cancelled order. */
export function legalPeriodEnd(facts: WithdrawalFacts): string | null {
  const window = withdrawalWindow({ ...facts, openUntil: null }, '0000-01-01');
  return window.state === 'cancelled' ? null : window.endsOn;
}

/** Where the order stands on `today` (a Brussels day). */
export function withdrawalWindow(facts: WithdrawalFacts, today: string): WithdrawalWindow {
  if (facts.status === 'cancelled') return { state: 'cancelled' };
  const estimated = facts.completedOn === null;
  const startsOn =
    facts.completedOn ??
    (facts.shippedOn === null ? null : addWorkingDays(facts.shippedOn, Math.max(0, facts.deliveryDaysMax)));
  if (startsOn === null) return { state: 'open', endsOn: null, startsOn: null, estimated };
  const endsOn = laterDay(periodEnd(startsOn), facts.openUntil ?? null);
  return today <= endsOn
    ? { state: 'open', endsOn, startsOn, estimated }
    : { state: 'ended', endsOn, startsOn, estimated };
}

/** Today in Brussels, as 'YYYY-MM-DD'. */
export function brusselsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
