// An accessible bar chart without a chart library: a figure of CSS bars whose data is also a table
// (the table is what assistive technology reads; the bars are decoration). On a narrow screen the bars
// scroll sideways, and the chart opens on its latest bar with a value (the recent months, at the end),
// never on a row of empty ones.
import { useId, useLayoutEffect, useRef } from 'react';

export interface Bar {
  label: string;
  value: number;
  display: string;
}

export function BarChart({
  title,
  bars,
  valueHeader,
  labelHeader,
}: {
  title: string;
  bars: Bar[];
  valueHeader: string;
  labelHeader: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barsRef = useRef<HTMLDivElement>(null);
  const lastWithValue = bars.findLastIndex((bar) => bar.value > 0);
  useLayoutEffect(() => {
    const box = barsRef.current;
    const column = box?.children[lastWithValue];
    if (!box || !column) return;
    const past = column.getBoundingClientRect().right - box.getBoundingClientRect().right;
    if (past > 0) box.scrollLeft += past;
  }, [lastWithValue, bars.length]);
  return (
    <figure className="chart" aria-labelledby={id}>
      <figcaption id={id} className="chart__title">
        {title}
      </figcaption>
      <div ref={barsRef} className="chart__bars" aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.label} className="chart__col">
            <span className="chart__value">{bar.display}</span>
            <span className="chart__track">
              <span className="chart__bar" style={{ height: `${Math.round((bar.value / max) * 100)}%` }} />
            </span>
            <span className="chart__label">{bar.label}</span>
          </div>
        ))}
      </div>
      {/* a table's width follows its cells whatever its own: a hidden box around it keeps the page from
          scrolling sideways on a phone */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
