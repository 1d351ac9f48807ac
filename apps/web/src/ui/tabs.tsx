import { NavLink } from 'react-router';
import './tabs.css';

export interface TabLink {
  to: string;
  label: string;
}

/**
 * Route tabs: each tab is a link to its path, the current one marked with aria-current, so the browser's
 * history and deep links select tabs as they select pages.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul className="tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink className="tabs__tab" to={tab.to}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
