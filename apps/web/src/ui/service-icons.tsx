import { HouseIcon, icon, MailIcon, type Icon, type IconProps } from './icons.tsx';

/** Service icons (§3 acf.icon.class), drawn as the other line icons; decorative like them. */
const RestaurantIcon = icon(
  <>
    <path d="M7 3.5v7M5 3.5v4.5a2 2 0 0 0 4 0V3.5M7 10.5v10" />
    <path d="M17 20.5v-17c-2 1-3 3.5-3 7h3" />
  </>,
);

const LibraryIcon = icon(
  <>
    <path d="M4.5 5.5c2.5-1 5-1 7.5.5v13c-2.5-1.5-5-1.5-7.5-.5z" />
    <path d="M19.5 5.5c-2.5-1-5-1-7.5.5v13c2.5-1.5 5-1.5 7.5-.5z" />
  </>,
);

const SportIcon = icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M4.5 9.5c3 1 5 3.5 5.5 10.3M19.5 14.5c-3-1-5-3.5-5.5-10.3" />
  </>,
);

const HealthIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

const WifiIcon = icon(
  <>
    <path d="M3.5 9.5a12 12 0 0 1 17 0M6.5 12.5a7.5 7.5 0 0 1 11 0M9.5 15.5a3.2 3.2 0 0 1 5 0" />
    <circle cx="12" cy="18.5" r="0.8" />
  </>,
);

const InvoiceIcon = icon(
  <>
    <path d="M6 3.5h9l3 3v14l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" />
    <path d="M9 9h6M9 12.5h6M9 16h3.5" />
  </>,
);

const EmergencyIcon = icon(
  <>
    <path d="M12 4 3 19.5h18z" />
    <path d="M12 10v4.5M12 17v.3" />
  </>,
);

const LaundryIcon = icon(
  <>
    <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
    <circle cx="12" cy="13" r="4" />
    <path d="M7.5 6.5h2" />
  </>,
);

const ReceptionIcon = icon(
  <>
    <path d="M4 17.5h16M5.5 17.5a6.5 6.5 0 0 1 13 0" />
    <path d="M12 8.5V7M10.5 7h3M3.5 20.5h17" />
  </>,
);

const BikeIcon = icon(
  <>
    <circle cx="6" cy="16" r="3.5" />
    <circle cx="18" cy="16" r="3.5" />
    <path d="M6 16 9.5 9h6L18 16M9.5 9 12 16h3.5M8 6.5h3" />
  </>,
);

const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.7M12 16.8v.2" />
  </>,
);

const DefaultServiceIcon = icon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <circle cx="16.75" cy="16.75" r="3.25" />
  </>,
);

/** The icon classes the CMS may name; any other class gets the default icon. */
const SERVICE_ICONS: Readonly<Record<string, Icon>> = {
  restaurant: RestaurantIcon,
  library: LibraryIcon,
  sport: SportIcon,
  health: HealthIcon,
  wifi: WifiIcon,
  invoice: InvoiceIcon,
  emergency: EmergencyIcon,
  laundry: LaundryIcon,
  mail: MailIcon,
  housing: HouseIcon,
  reception: ReceptionIcon,
  bike: BikeIcon,
  help: HelpIcon,
};

export const SUPPORTED_SERVICE_ICON_CLASSES = Object.keys(SERVICE_ICONS);

/** The icon of a service's acf.icon.class ('' or an unknown class: the default icon). */
export function ServiceIcon({ iconClass, ...props }: IconProps & { iconClass: string }) {
  const Known = Object.hasOwn(SERVICE_ICONS, iconClass) ? SERVICE_ICONS[iconClass] : undefined;
  const Chosen = Known ?? DefaultServiceIcon;
  return <Chosen {...props} />;
}
