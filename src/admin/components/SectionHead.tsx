// The head of a section that shows a part of another screen (the key figures, the Kanban board): its
// title, which names the section, and the link to that screen.
import { Link } from './Link.tsx';

export function SectionHead({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="panel__head">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Link href={href} className="btn btn--link">
        {linkLabel}
      </Link>
    </div>
  );
}
