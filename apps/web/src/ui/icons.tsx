import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons drawn inline (no icon font, no request). They are decorative: the link or button that holds
 * one carries the accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type Icon = (props: IconProps) => ReactNode;

export function icon(paths: ReactNode): Icon {
  return function LineIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const NewsIcon = icon(
  <>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2h-1" />
    <path d="M7.5 9h6M7.5 12.5h6M7.5 16h4" />
  </>,
);

export const CalendarIcon = icon(
  <>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>,
);

export const ServicesIcon = icon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);

export const HouseIcon = icon(
  <>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M6 9.5V20h12V9.5" />
    <path d="M10 20v-5.5h4V20" />
  </>,
);

export const IdCardIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <circle cx="9" cy="11" r="2.2" />
    <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h3.5M14.5 13.5h3.5" />
  </>,
);

export const DirectoryIcon = icon(
  <>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3.5 19c.8-3.1 2.9-4.8 5.5-4.8s4.7 1.7 5.5 4.8" />
    <path d="M15.5 5.6a3.2 3.2 0 0 1 0 5.8M17.3 14.6c1.6.6 2.7 2.1 3.2 4.4" />
  </>,
);

export const MapIcon = icon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </>,
);

export const SearchIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </>,
);

export const ProfileIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1-3.8 3.8-5.8 7.5-5.8s6.5 2 7.5 5.8" />
  </>,
);

export const ChecklistIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="m8 12.2 2.6 2.6L16 9.4" />
  </>,
);

export const BellIcon = icon(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);

export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4 18 18M6 18l1.6-1.6M16.4 7.6 18 6" />
  </>,
);

export const LogoutIcon = icon(
  <>
    <path d="M14 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H14" />
    <path d="M10.5 12H20M16.5 8.5 20 12l-3.5 3.5" />
  </>,
);

export const MailIcon = icon(
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);

export const PhoneIcon = icon(
  <path d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
);

export const FacebookIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <path d="M15.5 8H14a2.5 2.5 0 0 0-2.5 2.5V20M9 13h5.5" />
  </>,
);

export const InstagramIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M16.8 7.2h.01" />
  </>,
);

export const XSocialIcon = icon(<path d="M5 4.5 19 19.5M19 4.5 5 19.5" />);

export const LinkedinIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8.5 10.5V16M8.5 7.8v.01M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" />
  </>,
);

export const YoutubeIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="4" />
    <path d="M10.5 9.5v5l4.2-2.5z" />
  </>,
);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.5 3.5 5.3 3.5 8.5s-1.1 6-3.5 8.5c-2.4-2.5-3.5-5.3-3.5-8.5s1.1-6 3.5-8.5z" />
  </>,
);
