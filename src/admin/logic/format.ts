// Money, numbers and dates for the admin screens, in the admin's language: the shop's locales
// (fr-BE, en-GB, nl-BE) and the shop's Brussels dates, whatever the computer's clock says.
import { formatNumber, TIME_ZONE, formatMoney } from '../../i18n/locale.ts';
import { adminLanguage, localeFor } from '../i18n/admin-i18n.ts';

/** Integer cents as EUR, as the storefront, e-mails and invoice write it in that language. */
export function formatCents(cents: number, language: string): string {
  return formatMoney(cents, adminLanguage(language));
}

/** A rate in basis points as a plain number: 2100 -> '21', 550 -> '5,5' (fr, nl) or '5.5' (en). */
export function formatRateBp(basisPoints: number, language: string): string {
  return formatNumber(basisPoints / 100, adminLanguage(language));
}

/** An instant in Brussels time with these parts, in the admin's language; '' for a value that is no date. */
function formatInstant(iso: string, language: string, parts: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), { ...parts, timeZone: TIME_ZONE }).format(date);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

export function formatLongDate(iso: string, language: string): string {
  return formatInstant(iso, language, LONG_DATE);
}

export function formatDateTime(iso: string, language: string): string {
  return formatInstant(iso, language, { ...LONG_DATE, hour: '2-digit', minute: '2-digit' });
}

export function formatShortDate(iso: string, language: string): string {
  return formatInstant(iso, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', year: '2-digit' }).format(date);
}

/** 14:32 in the admin's language; with the date too when it is not today. */
export function formatTimeOfDay(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() !== now.toDateString()) return formatDateTime(iso, language);
  return new Intl.DateTimeFormat(localeFor(language), { hour: '2-digit', minute: '2-digit' }).format(date);
}
