import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeLink } from './home-link.tsx';
import { SHORTCUTS } from './nav-items.ts';

/** Spec §2.3: the phone's top bar, with shortcuts to identification, map, directory and search. */
export function MobileTopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <HomeLink size={36} />
      <nav aria-label={t('layout:shortcuts')}>
        <ul className="top-bar__shortcuts">
          {SHORTCUTS.map(({ label, to, icon: ShortcutIcon }) => (
            <li key={to}>
              <NavLink className="icon-button" to={to} aria-label={t(label)} title={t(label)}>
                <ShortcutIcon />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
