// The VAT screens' small rules: a typed rate in percent to basis points, and the quarters offered.
import { centsFromInput } from '../../domain/pricing/cents-input.ts';

/** '20', '5,5' or '5.50' -> basis points; null when it is not a rate from 0 to 100 with at most two decimals. */
export function rateBpFromPercent(text: string): number | null {
  // basis points are hundredths of a percent as cents are of a euro: the same reading of two decimals
  const bp = centsFromInput(text);
  return bp !== null && bp <= 10000 ? bp : null;
}

/** The quarter of a YYYY-MM-DD day and the `count - 1` before it, newest first: 2026-Q4, 2026-Q3, ... */
export function recentQuarters(today: string, count = 8): string[] {
  let year = Number(today.slice(0, 4));
  let quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${year}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return out;
}

/** 2026-Q3 -> its first and last day ('2026-07-01', '2026-09-30'). */
export function quarterRange(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastMonth = q * 3;
  // day 0 of the next month is the last day of this one
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(lastMonth - 2)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}
