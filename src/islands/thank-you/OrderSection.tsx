// One section of the shopper's order page (the receipt's lines, money and gift, the shipping, the
// parcels, the documents, the bank details): a <section> named by its own <h2>.
import type { ReactNode } from 'react';

interface Props {
  className: string;
  /** The heading's id, which names the section for assistive technology (aria-labelledby). */
  titleId: string;
  titleClassName: string;
  title: string;
  children: ReactNode;
}

export function OrderSection({ className, titleId, titleClassName, title, children }: Props) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
