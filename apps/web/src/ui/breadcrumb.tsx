import { Link, type To } from 'react-router';
import './breadcrumb.css';

export interface BreadcrumbStep {
  key: string;
  label: string;
  to: To;
  /** The location state its link carries (the services' back link remembers where it came from). */
  state?: unknown;
}

/**
 * The way down to the page on screen (CMS pages §2.14, services §2.7): each step above it a link, the last
 * one the page itself, marked as current rather than linked.
 */
export function Breadcrumb({ label, steps }: { label: string; steps: readonly BreadcrumbStep[] }) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol className="breadcrumb__list">
        {steps.map((step, index) => (
          <li key={step.key} className="breadcrumb__item">
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <Link to={step.to} state={step.state}>
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
