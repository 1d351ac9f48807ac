import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';
import { HouseLocationButtons } from './house-location-buttons.tsx';
import { HouseStateNotice } from './house-state-notice.tsx';

/**
 * The About content of the active house (spec §2.6): contact text, location buttons, FAQ, then the
 * `committee` slot ('My house committee', composed by the app from the directory feature).
 */
export function HouseAboutContent({ committee }: { committee?: ReactNode }) {
  const { t } = useTranslation();
  const house = useActiveHouse();
  const page = house.mainPage;
  if (page === null) return <HouseStateNotice house={house} />;
  return (
    <div className="house-about">
      {page.acf.contact.trim() !== '' && (
        <section className="house-about__section" aria-labelledby="house-contact-title">
          <h2 id="house-contact-title" className="house-about__heading">
            {t('house:about.contact')}
          </h2>
          <RichHtml className="house-about__contact" html={page.acf.contact} />
        </section>
      )}
      <HouseLocationButtons locations={page.acf.locations} />
      <HouseSubPageLinks />
      <FaqAccordion
        title={t('common:faq.title')}
        items={page.acf.faq}
        renderAnswer={(html) => <RichHtml html={html} />}
      />
      {committee}
    </div>
  );
}

/** The house's sub-pages (parent above 0), each at /house/{slug}, in menu order. */
function HouseSubPageLinks() {
  const { t } = useTranslation();
  const { pages } = useActiveHouse();
  const subPages = pages.filter((page) => page.parent !== 0);
  if (subPages.length === 0) return null;
  return (
    <nav className="house-about__section" aria-labelledby="house-more-title">
      <h2 id="house-more-title" className="house-about__heading">
        {t('house:about.more')}
      </h2>
      <ul className="house-about__more">
        {subPages.map((page) => (
          <li key={page.id}>
            <Link to={`${HOUSE_PATHS.hub}/${page.slug}`}>{page.title.rendered}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /house/about (spec §2.6). */
export function HouseAboutPage({ committee }: { committee?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('house:tabs.about'));
  return <HouseAboutContent committee={committee} />;
}
