import type { User } from '@campus/domain/user';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePushMessages } from '../../lib/push/use-push-messages.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { useWorkspaceRoute } from '../../lib/routing/workspace-route.ts';
import { DebugLink } from './debug-link.tsx';
import { HomeLink } from './home-link.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { navItems } from './nav-items.ts';
import { useNavBadges } from './use-nav-badges.tsx';
import { SiteFooter } from './site-footer.tsx';
import './layout.css';

// Wide screens only, and beside the page rather than in it: its code loads after the first paint, in a
// column the layout keeps for it, so nothing moves when it arrives (issue #20). Phones never load it.
const RightSidebar = lazy(async () => ({ default: (await import('./right-sidebar.tsx')).RightSidebar }));
// The wide layout's links (social accounts, about pages) sit below the navigation and in the footer, out
// of the first screen's way: they load after the first paint too.
const SideColumnLinks = lazy(async () => ({
  default: (await import('./wide-shell-links.tsx')).SideColumnLinks,
}));
const FooterLinks = lazy(async () => ({ default: (await import('./wide-shell-links.tsx')).FooterLinks }));

/**
 * The layout of a signed-in person (spec §2.3): three columns on wide screens, a top bar and a bottom
 * tab bar on phones. One or the other is rendered (not both hidden by CSS), so each landmark exists once.
 */
export function AppShell({ user, children }: { user: User | null; children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const workspace = useWorkspaceRoute();
  const { badges, source: badgeSource } = useNavBadges(wide);
  usePushMessages();
  const location = useLocation();

  // data-location: the address whose screen the main region shows, once the router has rendered it. The
  // route sweeps (e2e/support/open-in-app.ts) wait for it after a navigation: two screens may show the same
  // text (a resident's "no access" on each staff route), so a change of text cannot tell them apart.
  const main = (
    <main
      id="main"
      className="app-shell__main"
      tabIndex={-1}
      data-location={location.pathname + location.search}
    >
      {children}
    </main>
  );
  const skipLink = (
    <a className="skip-link" href="#main">
      {t('common:skipToContent')}
    </a>
  );

  // A screen that asked for the whole window (lib/routing/workspace-route.ts: the staff editor, issue #33):
  // no navigation, sidebar or bottom bar around it; the screen brings its own way back.
  if (workspace) {
    return (
      <div className="app-shell app-shell--workspace">
        {skipLink}
        {main}
      </div>
    );
  }

  if (!wide) {
    return (
      <div className="app-shell app-shell--narrow">
        {skipLink}
        {badgeSource}
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
      {badgeSource}
      <header className="left-column">
        <HomeLink />
        <MainNav items={navItems(true)} variant="side" badges={badges} />
        <Suspense fallback={null}>
          <SideColumnLinks />
        </Suspense>
        <DebugLink />
      </header>
      {main}
      <Suspense fallback={<div className="right-sidebar" />}>
        <RightSidebar user={user} />
      </Suspense>
      {/* The narrow, icon-only left column has no room for these links: the footer carries them then. */}
      <SiteFooter>
        <Suspense fallback={null}>
          <FooterLinks />
        </Suspense>
      </SiteFooter>
    </div>
  );
}
