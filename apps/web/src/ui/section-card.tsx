import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import './section-card.css';

/**
 * A titled card of a hub (spec §2.6 house hub): its content, and a "See more" link to the full page. The
 * link is described by the card's title, so several "See more" links stay distinct for screen readers.
 */
export function SectionCard({
  title,
  moreTo,
  moreLabel,
  children,
  className,
}: {
  title: string;
  moreTo: string;
  moreLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={`card section-card ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-card__title">
        {title}
      </h2>
      <div className="section-card__body">{children}</div>
      <Link className="section-card__more" to={moreTo} aria-describedby={titleId}>
        {moreLabel}
      </Link>
    </section>
  );
}
