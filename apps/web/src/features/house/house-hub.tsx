import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { HouseAboutContent } from './house-about.tsx';
import { textExcerpt } from './house-excerpt.ts';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { HouseStateNotice } from './house-state-notice.tsx';

/** The hub's About card: an excerpt of the main house page, See more to /house/about. */
function HouseAboutCard() {
  const { t } = useTranslation();
  const house = useActiveHouse();
  return (
    <SectionCard title={t('house:tabs.about')} moreTo={HOUSE_PATHS.about} moreLabel={t('house:seeMore')}>
      {house.mainPage === null ? (
        <HouseStateNotice house={house} />
      ) : (
        <p className="house-hub__excerpt">{textExcerpt(house.mainPage.content.rendered)}</p>
      )}
    </SectionCard>
  );
}

/**
 * "Report a problem" (issue #32): the house is where a resident looks when something in it is broken.
 * A plain path, not an import of the maintenance feature (features do not import one another).
 */
function ReportProblemLink() {
  const { t } = useTranslation();
  return (
    <p className="house-hub__report">
      <Link className="button button--primary" to="/maintenance/new">
        {t('house:reportProblem')}
      </Link>
    </p>
  );
}

export interface HouseHubSlots {
  /** The first house news (news feature), See more to /house/news. */
  newsCard?: ReactNode;
  /** The first top-level house services (services feature), See more to /house/services. */
  servicesCard?: ReactNode;
  /** The first house events (news feature), See more to /house/events. */
  eventsCard?: ReactNode;
  /** 'My house committee' (directory feature), shown with the About content of the mobile variant. */
  committee?: ReactNode;
}

/**
 * /house (spec §2.6): on wide screens four cards, About, News, Services, Events, each with See more; in the
 * mobile variant (spec §2.3, §9: the phone layout, up to 768 px: lib/breakpoints.ts) the tabbed view, About
 * first. The cards other than About come from other
 * features, so the app passes them in.
 */
export function HouseHub({ newsCard, servicesCard, eventsCard, committee }: HouseHubSlots) {
  const { t } = useTranslation();
  const mobile = !useIsWideScreen();
  useDocumentTitle(t('house:title'));
  if (mobile)
    return (
      <>
        <ReportProblemLink />
        <HouseAboutContent committee={committee} />
      </>
    );
  return (
    <div className="house-hub" data-testid="house-hub">
      <ReportProblemLink />
      <HouseAboutCard />
      {newsCard}
      {servicesCard}
      {eventsCard}
    </div>
  );
}
