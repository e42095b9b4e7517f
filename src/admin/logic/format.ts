// Money and dates for the admin screens, in the admin's language (French long dates by default).
import { localeFor } from '../i18n/admin-i18n.ts';

export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(euros);
}

export function formatCents(cents: number, language: string): string {
  return formatEuros(cents / 100, language);
}

export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

export function formatShortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', year: '2-digit' }).format(date);
}
