// The bank-transfer stock hold is days long (a week by default): the admin gives it in days and hours,
// the shop keeps minutes (hold_minutes_bank_transfer). Hours may carry a decimal (1,5) so any stored
// number of minutes shows, and is saved back, unchanged.

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Days and hours (hours as typed: "0", "12", "1,5") of a number of minutes. */
export function daysAndHours(minutes: number): { days: string; hours: string } {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.round(((minutes - days * MINUTES_PER_DAY) / MINUTES_PER_HOUR) * 100) / 100;
  return { days: String(days), hours: String(hours).replace('.', ',') };
}

/** The minutes of typed days and hours (empty counts as 0), or null when either is not a number. */
export function minutesOf(days: string, hours: string): number | null {
  const d = days.trim() === '' ? '0' : days.trim();
  const h = hours.trim() === '' ? '0' : hours.trim().replace(',', '.');
  if (!/^\d+$/.test(d) || !/^\d+(\.\d+)?$/.test(h)) return null;
  return Number(d) * MINUTES_PER_DAY + Math.round(Number(h) * MINUTES_PER_HOUR);
}
