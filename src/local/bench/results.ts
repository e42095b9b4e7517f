// One row of the benchmark table: a figure, the bar it must clear, and whether it does.
export interface BenchRow {
  measure: string;
  value: string;
  bar: string;
  /** true = met, false = NOT met, null = reported only (no bar). */
  met: boolean | null;
  note?: string;
}

export function row(measure: string, value: string, bar: string, met: boolean | null, note?: string): BenchRow {
  return note ? { measure, value, bar, met, note } : { measure, value, bar, met };
}

const verdict = (met: boolean | null) => (met === null ? 'reported' : met ? 'met' : 'NOT met');

export function renderTable(rows: BenchRow[]): string {
  const header = '| Measure | Value | Bar | Verdict | Note |\n|---|---|---|---|---|';
  const lines = rows.map((r) => `| ${r.measure} | ${r.value} | ${r.bar} | ${verdict(r.met)} | ${r.note ?? ''} |`);
  return `${header}\n${lines.join('\n')}`;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
