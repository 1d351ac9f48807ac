import type { TranslationKey } from '../../lib/i18n/i18n.ts';
import {
  BellIcon,
  ChecklistIcon,
  DirectoryIcon,
  HouseIcon,
  type Icon,
  IdCardIcon,
  MapIcon,
  NewsIcon,
  ProfileIcon,
  SearchIcon,
  ServicesIcon,
  SettingsIcon,
} from '../../ui/icons.tsx';

export interface NavItem {
  label: TranslationKey;
  to: string;
  icon: Icon;
}

export const NAV_NEWS: NavItem = { label: 'layout:nav.news', to: '/news', icon: NewsIcon };
const NAV_SERVICES: NavItem = {
  label: 'layout:nav.services',
  to: '/services/tabs/campus',
  icon: ServicesIcon,
};
const NAV_HOUSE: NavItem = { label: 'layout:nav.house', to: '/house', icon: HouseIcon };
const NAV_NOTIFICATIONS: NavItem = {
  label: 'layout:nav.notifications',
  to: '/notifications',
  icon: BellIcon,
};

/** The mobile top bar's shortcuts (spec §2.3); on wide screens they are navigation items. */
export const SHORTCUTS: readonly NavItem[] = [
  { label: 'layout:nav.identification', to: '/my-identity/identification', icon: IdCardIcon },
  { label: 'layout:nav.map', to: '/pages/map', icon: MapIcon },
  { label: 'layout:nav.directory', to: '/directory', icon: DirectoryIcon },
  { label: 'layout:nav.search', to: '/search', icon: SearchIcon },
];

const [IDENTIFICATION, MAP, DIRECTORY, SEARCH] = SHORTCUTS as [NavItem, NavItem, NavItem, NavItem];

/**
 * Spec §2.3, in its order. Profile opens the edit modal on wide screens and the profile hub on phones.
 * On phones the four shortcuts sit in the top bar, and My checklists and Settings are reached from the
 * profile hub, so the bottom bar keeps the five items a thumb can reach.
 */
export function navItems(wide: boolean): readonly NavItem[] {
  if (!wide) {
    return [
      NAV_NEWS,
      NAV_SERVICES,
      NAV_HOUSE,
      { label: 'layout:nav.profile', to: '/profile', icon: ProfileIcon },
      NAV_NOTIFICATIONS,
    ];
  }
  return [
    NAV_NEWS,
    NAV_SERVICES,
    NAV_HOUSE,
    IDENTIFICATION,
    DIRECTORY,
    MAP,
    SEARCH,
    { label: 'layout:nav.profile', to: '/profile/edit', icon: ProfileIcon },
    { label: 'layout:nav.checklists', to: '/profile/checklists', icon: ChecklistIcon },
    NAV_NOTIFICATIONS,
    { label: 'layout:nav.settings', to: '/profile/settings', icon: SettingsIcon },
  ];
}
