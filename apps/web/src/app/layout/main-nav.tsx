import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items.ts';

/** The navigation bar: a column on wide screens, a bottom tab bar on phones. */
export function MainNav({ items, variant }: { items: readonly NavItem[]; variant: 'side' | 'bottom' }) {
  const { t } = useTranslation();
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('layout.nav.label')}>
      <ul className="main-nav__list">
        {items.map(({ label, to, icon: ItemIcon }) => (
          <li key={to}>
            <NavLink className="main-nav__link" to={to}>
              <ItemIcon className="main-nav__icon" />
              <span className="main-nav__label">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
