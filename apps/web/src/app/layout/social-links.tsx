import { useTranslation } from 'react-i18next';
import { useCampusMainHouse } from '../../entities/house/use-active-house.ts';
import { SocialLinks } from '../../ui/social-links.tsx';

/** Spec §2.3 left column: the campus's social links, those of the main page of the campus main house. */
export function CampusSocialLinks() {
  const { t } = useTranslation();
  const { mainPage } = useCampusMainHouse();
  if (mainPage === null) return null;
  return (
    <div className="campus-social">
      <SocialLinks links={mainPage.acf.links} label={t('layout:social.label')} />
    </div>
  );
}
