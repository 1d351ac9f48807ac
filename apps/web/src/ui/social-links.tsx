import type { PageLink } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';
import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkedinIcon,
  XSocialIcon,
  YoutubeIcon,
  type Icon,
} from './icons.tsx';
import './social-links.css';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube' | 'website';

const NETWORK_ICONS: Record<SocialNetwork, Icon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XSocialIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
  website: GlobeIcon,
};

/**
 * Which network a link of acf.links is: from its icon class (an icon-font name such as 'fa-facebook', the
 * CMS's only hint), else from its address; anything else is a web site.
 */
export function socialNetwork(link: PageLink): SocialNetwork {
  const hints = `${link.icon.class} ${link.url}`.toLowerCase();
  if (hints.includes('facebook')) return 'facebook';
  if (hints.includes('instagram')) return 'instagram';
  if (hints.includes('linkedin')) return 'linkedin';
  if (hints.includes('youtube')) return 'youtube';
  if (/twitter|fa-x\b|x-twitter|\/\/(www\.)?x\.com/.test(hints)) return 'x';
  return 'website';
}

/**
 * Links with an icon each (spec §2.3: the house card's links, the left column's social links). The icon
 * is decorative; each link is named after its network, so a screen reader says where it leads.
 */
export function SocialLinks({ links, label }: { links: readonly PageLink[]; label: string }) {
  const { t } = useTranslation();
  const usable = links.filter((link) => /^https?:\/\//i.test(link.url));
  if (usable.length === 0) return null;
  return (
    <ul className="social-links" aria-label={label}>
      {usable.map((link) => {
        const network = socialNetwork(link);
        const NetworkIcon = NETWORK_ICONS[network];
        const name = t(`layout:social.${network}`);
        return (
          <li key={link.url}>
            <a
              className="social-links__link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('layout:social.opens', { name })}
              title={name}
            >
              <NetworkIcon width={20} height={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
