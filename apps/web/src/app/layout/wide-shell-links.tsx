import { AboutLinks } from '../../ui/about-links.tsx';
import { CampusSocialLinks } from './social-links.tsx';

/** The wide left column's links under the navigation: the campus's social accounts and the about pages. */
export function SideColumnLinks() {
  return (
    <>
      <CampusSocialLinks />
      <AboutLinks placement="side" />
    </>
  );
}

/** The wide layout's footer links: the about pages, for the narrow, icon-only left column. */
export function FooterLinks() {
  return <AboutLinks placement="footer" />;
}
