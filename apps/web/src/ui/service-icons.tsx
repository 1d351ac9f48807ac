import { DirectoryIcon, HouseIcon, icon, MailIcon, SearchIcon, type Icon, type IconProps } from './icons.tsx';

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

const SwimmingIcon = icon(
  <>
    <path d="M3.5 16c1.5 1.2 3 1.2 4.3 0s2.9-1.2 4.2 0 2.9 1.2 4.2 0 2.8-1.2 4.3 0" />
    <path d="M3.5 19.5c1.5 1.2 3 1.2 4.3 0s2.9-1.2 4.2 0 2.9 1.2 4.2 0 2.8-1.2 4.3 0" />
    <circle cx="16" cy="6.5" r="2" />
    <path d="m6.5 12.5 4-4 3 2.5-2 2" />
  </>,
);

const ListeningIcon = icon(
  <>
    <path d="M4.5 5.5h15v10h-8l-4 3.5v-3.5h-3z" />
    <path d="M8.5 10.5h.2M12 10.5h.2M15.5 10.5h.2" />
  </>,
);

const CalendarIcon = icon(
  <>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>,
);

const DocumentIcon = icon(
  <>
    <path d="M6.5 3.5h7.5l3.5 3.5v13.5h-11z" />
    <path d="M13.5 3.5V7.5h4M9 12h6M9 15.5h6" />
  </>,
);

const MoneyIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M15 8.8a3.5 3.5 0 1 0 0 6.4M7.5 11h5.5M7.5 13.3h5" />
  </>,
);

const ParcelIcon = icon(
  <>
    <path d="M4 8 12 4l8 4v8.5l-8 4-8-4z" />
    <path d="M4 8l8 4 8-4M12 12v8.5M8 6l8 4" />
  </>,
);

const KeyIcon = icon(
  <>
    <circle cx="8" cy="15.5" r="3.8" />
    <path d="m10.8 12.8 8.2-8.3M16.5 7l2.5 2.5M14.5 9l2 2" />
  </>,
);

const MusicIcon = icon(
  <>
    <path d="M9 17.5V5.5l10-2v12" />
    <circle cx="6.5" cy="17.5" r="2.5" />
    <circle cx="16.5" cy="15.5" r="2.5" />
  </>,
);

const ToolsIcon = icon(
  <path d="M14.5 4.5a4 4 0 0 0-4.8 5.3L4.5 15a2 2 0 0 0 2.8 2.8l5.2-5.2a4 4 0 0 0 5.3-4.8l-2.4 2.4-2.3-.6-.6-2.3z" />,
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
  sports: SportIcon,
  swimming: SwimmingIcon,
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
  support: HelpIcon,
  search: SearchIcon,
  listening: ListeningIcon,
  calendar: CalendarIcon,
  document: DocumentIcon,
  money: MoneyIcon,
  parcel: ParcelIcon,
  key: KeyIcon,
  group: DirectoryIcon,
  music: MusicIcon,
  tools: ToolsIcon,
};

export const SUPPORTED_SERVICE_ICON_CLASSES = Object.keys(SERVICE_ICONS);

/** The icon of a service's acf.icon.class ('' or an unknown class: the default icon). */
export function ServiceIcon({ iconClass, ...props }: IconProps & { iconClass: string }) {
  const Known = Object.hasOwn(SERVICE_ICONS, iconClass) ? SERVICE_ICONS[iconClass] : undefined;
  const Chosen = Known ?? DefaultServiceIcon;
  return <Chosen {...props} />;
}
