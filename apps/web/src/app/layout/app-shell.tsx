import type { User } from '@campus/domain/user';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushMessages } from '../../lib/push/use-push-messages.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { AboutLinks } from '../../ui/about-links.tsx';
import { DebugLink } from './debug-link.tsx';
import { HomeLink } from './home-link.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { navItems } from './nav-items.ts';
import { useNavBadges } from './use-nav-badges.ts';
import { CampusSocialLinks } from './social-links.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

// Wide screens only, and beside the page rather than in it: its code loads after the first paint, in a
// column the layout keeps for it, so nothing moves when it arrives (issue #20). Phones never load it.
const RightSidebar = lazy(async () => ({ default: (await import('./right-sidebar.tsx')).RightSidebar }));

/**
 * The layout of a signed-in person (spec §2.3): three columns on wide screens, a top bar and a bottom
 * tab bar on phones. One or the other is rendered (not both hidden by CSS), so each landmark exists once.
 */
export function AppShell({ user, children }: { user: User | null; children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const badges = useNavBadges(wide);
  usePushMessages();

  const main = (
    <main id="main" className="app-shell__main" tabIndex={-1}>
      {children}
    </main>
  );
  const skipLink = (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );

  if (!wide) {
    return (
      <div className="app-shell app-shell--narrow">
        {skipLink}
        <MobileTopBar />
        {main}
        {/* Logout and the about pages live in the profile hub on phones (§2.12): not repeated here. */}
        <SiteFooter>
          <DebugLink />
        </SiteFooter>
        <MainNav items={navItems(false)} variant="bottom" badges={badges} />
      </div>
    );
  }

  return (
    <div className="app-shell app-shell--wide">
      {skipLink}
      <header className="left-column">
        <HomeLink />
        <MainNav items={navItems(true)} variant="side" badges={badges} />
        <CampusSocialLinks />
        <AboutLinks placement="side" />
        <DebugLink />
      </header>
      {main}
      <Suspense fallback={<div className="right-sidebar" />}>
        <RightSidebar user={user} />
      </Suspense>
      {/* The narrow, icon-only left column has no room for these links: the footer carries them then. */}
      <SiteFooter>
        <AboutLinks placement="footer" />
      </SiteFooter>
    </div>
  );
}
