import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { HouseStateNotice } from './house-state-notice.tsx';

/**
 * /house/{slug}: a sub-page of the active house (spec §2.6: a house page with parent above 0), with a way
 * back to About, where the sub-pages are listed. A slug the house does not have is the 404 content.
 */
export function HouseSubPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const house = useActiveHouse();
  const page = house.pages.find((candidate) => candidate.parent !== 0 && candidate.slug === slug) ?? null;
  useDocumentTitle(page?.title.rendered ?? t('house:title'));
  if (house.mainPage === null) return <HouseStateNotice house={house} />;
  if (page === null) return <NotFound />;
  return (
    <article className="house-sub-page" aria-labelledby="house-sub-page-title">
      <Link className="house-sub-page__back" to={HOUSE_PATHS.about}>
        {t('house:goBack')}
      </Link>
      <h2 id="house-sub-page-title">{page.title.rendered}</h2>
      <RichHtml className="house-sub-page__content" html={page.content.rendered} />
    </article>
  );
}
