// One fact of a description list (<dl>): its term and its value, paired in a <div> so the list can lay
// them out as a grid or as cards.
import type { ReactNode } from 'react';

export function Fact({
  term,
  className,
  valueClassName,
  children,
}: {
  term: ReactNode;
  /** The pair's classes (a card: `panel`). */
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
