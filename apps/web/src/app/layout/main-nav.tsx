import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '../../ui/count-badge.tsx';
import type { NavItem } from './nav-items.ts';

/** A red count on an item (spec §2.3), keyed by the item's path, with what it counts for screen readers. */
export type NavBadges = Readonly<Record<string, { count: number; label: string; dot?: boolean }>>;

/** The navigation bar: a column on wide screens, a bottom tab bar on phones. */
export function MainNav({
  items,
  variant,
  badges = {},
}: {
  items: readonly NavItem[];
  variant: 'side' | 'bottom';
  badges?: NavBadges;
}) {
  const { t } = useTranslation();
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('layout:nav.label')}>
      <ul className="main-nav__list">
        {items.map(({ label, to, icon: ItemIcon }) => {
          const badge = badges[to];
          return (
            <li key={to}>
              <NavLink className="main-nav__link" to={to}>
                <span className="main-nav__icon-wrap">
                  <ItemIcon className="main-nav__icon" />
                  {badge !== undefined && <CountBadge count={badge.count} dot={badge.dot} />}
                </span>
                <span className="main-nav__label">{t(label)}</span>
                {badge !== undefined && badge.count > 0 && (
                  <span className="visually-hidden">{badge.label}</span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
