// A titled panel of a back-office screen: the section is named by its heading (aria-labelledby, so a
// screen reader lists it by that name) and may carry a hint under the title. One place for the markup
// the statistics, VAT and settings panels share.
import type { ReactNode } from 'react';

export function Panel({
  id,
  title,
  hint,
  sectionId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  hint?: string;
  /** The section's own id, when a link points at it. */
  sectionId?: string;
  children: ReactNode;
}) {
  return (
    <section className="panel stack" aria-labelledby={id} id={sectionId}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}
