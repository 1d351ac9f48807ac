/**
 * The shapes of the sample campus data files (apps/server/seed/), checked when the seeder loads them so that
 * a campus editor's typo stops the seed with the file and field named, instead of seeding half a campus.
 * Enumerations come from packages/domain, so the files accept exactly what the portal accepts.
 * References between files (house, tag, service and page keys, usernames) are checked by the loader.
 */
import { STAFF_ROLES } from '@campus/domain/staff-roles';
import { FIELD_TYPES } from '@campus/domain/forms';
import { RELATION_STATUSES } from '@campus/domain/relation';
import { CONFIDENTIALITY_LEVELS, LOCALES, SHOW_ITEMS, USER_TYPES } from '@campus/domain/user';
import { Type, type Static } from 'typebox';
import { FIXED_DATE_PATTERN, STAY_DATE_PATTERN } from './relative-dates.ts';

const Text = Type.String({ minLength: 1 });
/** Lower-case ASCII words joined by dashes, as WordPress slugs are. */
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
/** A username of the embedded identity provider: lower-case words joined by dots. */
const Username = Type.String({ pattern: '^[a-z0-9]+([.-][a-z0-9]+)*$' });
/** An HTML fragment within the §5 allow-list (checked by the content tests, not here). */
const Html = Type.String({ minLength: 1 });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
/**
 * A stay date: YYYYMMDD as the users table stores it, 'today-4' / 'today+300' counted from the day the
 * campus is seeded (so sample stays do not go stale), or '' when the person has none.
 */
const StayDate = Type.String({ pattern: STAY_DATE_PATTERN });
const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const Bilingual = Type.Object({ fr: Text, en: Text }, { additionalProperties: false });
/** A picture under apps/server/public/sample-images/, e.g. news/bike.svg. */
const SampleImage = Type.String({ pattern: '^[a-z0-9-]+/[a-z0-9-]+\\.svg$' });
/** An account number of the campus billing system. */
const BillingAccount = Type.String({ pattern: '^[A-Z0-9]+(-[A-Z0-9]+)*$' });
/** An amount in euros (rounded to the cent when printed); negative for a credit note. */
const Amount = Type.Number();

export const HousesFileSchema = Type.Array(
  Type.Object(
    {
      name: Text,
      /** The English name; name is the French one. */
      en: Text,
      commonName: Text,
      main: Type.Boolean(),
      color: Colour,
      description: Type.String(),
      /** The common areas a resident may report a problem in (issue #32), in the form's order. */
      areas: Type.Optional(Type.Array(Type.Object({ fr: Text, en: Text }, { additionalProperties: false }))),
    },
    { additionalProperties: false },
  ),
);
export type HouseSeed = Static<typeof HousesFileSchema>[number];

export const TAG_GROUP_SLUGS = [
  'role',
  'interest',
  'establishment',
  'discipline',
  'study_year',
  'committee',
] as const;

export const TagsFileSchema = Type.Array(
  Type.Object(
    {
      slug: Type.Enum(TAG_GROUP_SLUGS),
      fr: Text,
      en: Text,
      children: Type.Array(Bilingual),
    },
    { additionalProperties: false },
  ),
);
export type TagGroupSeed = Static<typeof TagsFileSchema>[number];

/** A tax-service term: its name in both languages and the colour of its placeholder picture. */
export const ServicesFileSchema = Type.Record(
  Slug,
  Type.Object({ fr: Text, en: Text, color: Colour }, { additionalProperties: false }),
);
export type ServicesSeed = Static<typeof ServicesFileSchema>;

export const EmergencyContactsFileSchema = Type.Array(
  Type.Object(
    { type: Type.Enum(['phone', 'email']), number: Text, title: Bilingual },
    { additionalProperties: false },
  ),
);
export type EmergencyContactSeed = Static<typeof EmergencyContactsFileSchema>[number];

const PersonSchema = Type.Object(
  {
    username: Username,
    firstName: Text,
    lastName: Text,
    honoraryTitle: Type.Optional(Text),
    locale: Type.Enum(LOCALES),
    userType: Type.Enum(USER_TYPES),
    confidentiality: Type.Enum(CONFIDENTIALITY_LEVELS),
    show: Type.Array(Type.Enum(SHOW_ITEMS), { uniqueItems: true }),
    /** House slugs, the active house first. */
    houses: Type.Array(Slug, { uniqueItems: true }),
    /** Slugs of child tags (interests, cursus, roles, committees). */
    tags: Type.Array(Slug, { uniqueItems: true }),
    wizardDone: Type.Boolean(),
    mobilephone: Type.Union([Text, Type.Null()]),
    notifications: Type.Boolean(),
    staystart: StayDate,
    staystop: StayDate,
    /** Which QR codes the person has (the identity tabs show only those). */
    qrcodes: Type.Object(
      { identification: Type.Boolean(), sport: Type.Boolean() },
      { additionalProperties: false },
    ),
    /** Background colour of the generated profile picture; null = no photo. */
    photoColor: Type.Union([Colour, Type.Null()]),
    /** The person's account in the billing system (billing.yaml gives its invoices); absent = no invoices. */
    billingAccount: Type.Optional(BillingAccount),
  },
  { additionalProperties: false },
);
export type PersonSeed = Static<typeof PersonSchema>;

/**
 * residents.yaml: other residents of the sample campus, shaped like the test accounts' people, who cannot
 * sign in (no identity account): they fill the directory and the house committees.
 */
export const ResidentsFileSchema = Type.Array(PersonSchema);

export const TestAccountsFileSchema = Type.Object(
  {
    /** The one password of every sample account (shown on the development sign-in page). */
    password: Text,
    people: Type.Array(PersonSchema),
    /** Sign-in accounts with no portal user yet: their first sign-in creates one with the §3 defaults. */
    signInOnly: Type.Array(
      Type.Object(
        { username: Username, givenName: Text, familyName: Text, userType: Type.Enum(USER_TYPES) },
        { additionalProperties: false },
      ),
    ),
    /** Contact relations: from (the sender) asked to (the recipient). */
    relations: Type.Array(
      Type.Object(
        { from: Username, to: Username, status: Type.Enum(RELATION_STATUSES) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type TestAccountsSeed = Static<typeof TestAccountsFileSchema>;

const FaqSchema = Type.Array(Type.Object({ question: Text, answer: Html }, { additionalProperties: false }), {
  minItems: 1,
});

/** A contact form (the forms issue shows it): title, who receives the messages, whether it is on. */
const ContactFormSchema = Type.Object(
  { title: Text, emailReceiver: Type.String({ format: 'email' }), active: Type.Boolean() },
  { additionalProperties: false },
);

/** Front matter of news/<key>.<language>.html; the body is the news content (HTML). */
export const NewsFrontMatterSchema = Type.Object(
  {
    slug: Slug,
    title: Text,
    /** Published this many days before the seed date, at this campus time: the campus always looks current. */
    daysAgo: Type.Integer({ minimum: 0 }),
    time: ClockTime,
    sticky: Type.Boolean(),
    /** The publishing service (author block); house news name their houses instead. */
    service: Type.Optional(Slug),
    /** Absent = campus-wide; otherwise shown under these houses. */
    houses: Type.Optional(Type.Array(Slug, { uniqueItems: true })),
    tags: Type.Optional(Type.Array(Slug, { uniqueItems: true })),
    image: Type.Optional(SampleImage),
    /** One plain-text paragraph. */
    excerpt: Html,
    /** An alert banner shown above the news. */
    alert: Type.Optional(Html),
    form: Type.Optional(ContactFormSchema),
    /** The key of an embedded form of forms.yaml (shared by both languages: put it in <key>.yaml). */
    gform: Type.Optional(Slug),
    faq: Type.Optional(FaqSchema),
  },
  { additionalProperties: false },
);
export type NewsFrontMatter = Static<typeof NewsFrontMatterSchema>;

const EventLocationSchema = Type.Union([
  /** A campus place of the map. */
  Type.Object({ name: Text, place: Slug }, { additionalProperties: false }),
  /** Elsewhere: a link to a map. */
  Type.Object({ name: Text, url: Type.String({ pattern: '^https://' }) }, { additionalProperties: false }),
]);

/** Front matter of events/<key>.<language>.html; the body is the event's description (HTML). */
export const EventFrontMatterSchema = Type.Object(
  {
    slug: Slug,
    title: Text,
    /** Days from the seed date (negative = past) and the campus time it starts. */
    dayOffset: Type.Integer(),
    startTime: ClockTime,
    durationMinutes: Type.Integer({ minimum: 1 }),
    /** public = every resident; house = only residents of its houses. */
    visibility: Type.Enum(['public', 'house']),
    houses: Type.Optional(Type.Array(Slug, { uniqueItems: true, minItems: 1 })),
    service: Type.Optional(Slug),
    image: Type.Optional(SampleImage),
    locations: Type.Array(EventLocationSchema, { minItems: 1 }),
    organizer: Text,
    practical: Html,
    faq: Type.Optional(FaqSchema),
    /** The event's contact form (issue #15): its organisers' address. */
    form: Type.Optional(ContactFormSchema),
    gform: Type.Optional(Slug),
  },
  { additionalProperties: false },
);
export type EventFrontMatter = Static<typeof EventFrontMatterSchema>;

/** Front matter of pages/<key>.<language>.html; the body is the page content (HTML). */
export const PageFrontMatterSchema = Type.Object(
  {
    slug: Slug,
    title: Text,
    /** Key (file name without language) of the parent page; absent for a top-level page. */
    parent: Type.Optional(Slug),
    menuOrder: Type.Integer(),
    faq: Type.Optional(FaqSchema),
    gform: Type.Optional(Slug),
  },
  { additionalProperties: false },
);
export type PageFrontMatter = Static<typeof PageFrontMatterSchema>;

/**
 * A place where a house can be found: `url` an external map link, `place` a campus place of the map (its
 * key; places arrive with the map). Both may be absent: the screens then skip the location.
 */
const HouseLocationSchema = Type.Object(
  {
    name: Text,
    url: Type.Optional(Type.String({ pattern: '^https://' })),
    place: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** The icon classes a house's links may use (the web's link icons). */
export const LINK_ICONS = ['website', 'facebook', 'instagram', 'linkedin', 'youtube'] as const;

/** Front matter of house-pages/<key>.<language>.html; the body is the page content (HTML). */
export const HousePageFrontMatterSchema = Type.Object(
  {
    slug: Slug,
    title: Text,
    /** The house (slug of houses.yaml) the page belongs to. */
    house: Slug,
    /** Key of the parent page (the house main page); absent for the main page of the house. */
    parent: Type.Optional(Slug),
    menuOrder: Type.Integer(),
    /** HTML: reception hours, e-mail, phone. */
    contact: Type.Optional(Html),
    /** The postal address, one line per item. */
    address: Type.Optional(Type.Array(Text, { minItems: 1, maxItems: 4 })),
    links: Type.Optional(
      Type.Array(
        Type.Object(
          { url: Type.String({ pattern: '^https://' }), icon: Type.Enum(LINK_ICONS) },
          { additionalProperties: false },
        ),
      ),
    ),
    locations: Type.Optional(Type.Array(HouseLocationSchema, { minItems: 1, maxItems: 3 })),
    faq: Type.Optional(FaqSchema),
  },
  { additionalProperties: false },
);
export type HousePageFrontMatter = Static<typeof HousePageFrontMatterSchema>;

/** A link of a service: a PDF under public/ (a path) or an external page (an https URL). */
const ServiceLinkSeedSchema = Type.Union([
  Type.Object(
    { pdf: Type.String({ pattern: '^/sample-documents/[a-z0-9-]+\\.pdf$' }), name: Text },
    { additionalProperties: false },
  ),
  Type.Object(
    { externalLink: Type.String({ pattern: '^https://' }), name: Text },
    { additionalProperties: false },
  ),
]);
export type ServiceLinkSeed = Static<typeof ServiceLinkSeedSchema>;

/** The fields of a service page, campus-wide or of a house. */
const servicePageFields = {
  slug: Slug,
  title: Text,
  /** One line under the title of the card. */
  subtitle: Type.Optional(Text),
  /** Key of the parent service in the same folder; absent at the top of the tree. */
  parent: Type.Optional(Slug),
  menuOrder: Type.Integer(),
  color: Type.Optional(Colour),
  /** The icon class of the card (the web's service icons). */
  icon: Type.Optional(Slug),
  links: Type.Optional(Type.Array(ServiceLinkSeedSchema, { minItems: 1 })),
  faq: Type.Optional(FaqSchema),
  /** The contact form of the service (the forms issue shows it). */
  form: Type.Optional(ContactFormSchema),
  /** The key of an embedded form of forms.yaml. */
  gform: Type.Optional(Slug),
};

/** Front matter of campus-services/<key>.<language>.html; the body is the service content (HTML). */
export const CampusServiceFrontMatterSchema = Type.Object(
  {
    ...servicePageFields,
    /** Values of service-categories.yaml: the tabs of the catalogue that list the service. */
    categories: Type.Optional(Type.Array(Slug, { uniqueItems: true, minItems: 1 })),
    /** The invoices service (§2.7): the invoice list shows only under it. */
    invoices: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CampusServiceFrontMatter = Static<typeof CampusServiceFrontMatterSchema>;

/**
 * Front matter of house-services/<key>.<language>.html: one service tree that every house gets (a
 * template), unless `houses` names the only houses that offer the service.
 */
export const HouseServiceFrontMatterSchema = Type.Object(
  {
    ...servicePageFields,
    houses: Type.Optional(Type.Array(Slug, { uniqueItems: true, minItems: 1 })),
  },
  { additionalProperties: false },
);
export type HouseServiceFrontMatter = Static<typeof HouseServiceFrontMatterSchema>;

/** service-categories.yaml: the categories (tabs) of the campus catalogue by value, labelled per language. */
export const ServiceCategoriesFileSchema = Type.Record(Slug, Bilingual);
export type ServiceCategoriesSeed = Static<typeof ServiceCategoriesFileSchema>;

/**
 * billing.yaml: the sample billing system. Each account (a person's billingAccount) gets a rent invoice on
 * the 1st of each of its last `months` months; some invoices carry additional parts.
 */
export const BillingFileSchema = Type.Object(
  {
    /** The kinds of additional parts: their title per language and the prefix of their number. */
    partKinds: Type.Record(
      Slug,
      Type.Object(
        { fr: Text, en: Text, prefix: Type.String({ pattern: '^[A-Z]{2,4}$' }) },
        { additionalProperties: false },
      ),
    ),
    accounts: Type.Array(
      Type.Object(
        {
          account: BillingAccount,
          /** How many monthly invoices, the newest issued on the 1st of the seed date's month. */
          months: Type.Integer({ minimum: 1, maximum: 60 }),
          rent: Amount,
          parts: Type.Array(
            Type.Object(
              {
                /** The invoice it belongs to: 0 = this month's, 1 = last month's… */
                monthsAgo: Type.Integer({ minimum: 0 }),
                kind: Slug,
                amount: Amount,
                /** The billing system has no file for this part ('File does not exist.' in the portal). */
                noFile: Type.Optional(Type.Literal(true)),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BillingSeed = Static<typeof BillingFileSchema>;

/** places.yaml: the categories of the campus map and its places (spec §2.8, §3 Place). */
export const PlacesFileSchema = Type.Object(
  {
    categories: Type.Array(
      Type.Object(
        {
          key: Slug,
          fr: Text,
          en: Text,
          color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
          icon: Slug,
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
    places: Type.Array(
      Type.Object(
        {
          /** The slug in both languages, and what events and house locations name. */
          key: Slug,
          category: Slug,
          title: Bilingual,
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lng: Type.Number({ minimum: -180, maximum: 180 }),
          /** HTML per language. */
          hours: Bilingual,
          /** '' when the place has no phone. */
          phone: Type.String(),
          access: Bilingual,
          /** A sample house's slug: the sheet shows the house's picture. */
          house: Type.Optional(Slug),
          /** A directions URL; by default an OpenStreetMap walking route to lat, lng. */
          itinerary: Type.Optional(Type.String({ pattern: '^https://' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type PlacesSeed = Static<typeof PlacesFileSchema>;

const ChecklistRuleSchema = Type.Object(
  {
    from: Type.Enum(['start_date', 'end_date', 'fixe_date']),
    /** DD/MM/YYYY, or DD/MM/{year} for the year the campus is seeded; for fixe_date only. */
    date: Type.Optional(Type.String({ pattern: FIXED_DATE_PATTERN })),
    direction: Type.Enum(['before', 'after']),
    days: Type.Integer({ minimum: 0, maximum: 3650 }),
  },
  { additionalProperties: false },
);

/** checklists.yaml: the stay checklists (spec §3 Checklist), in both languages. */
export const ChecklistsFileSchema = Type.Array(
  Type.Object(
    {
      key: Slug,
      title: Bilingual,
      description: Bilingual,
      start: ChecklistRuleSchema,
      end: ChecklistRuleSchema,
      tasks: Type.Array(Type.Object({ key: Slug, fr: Text, en: Text }, { additionalProperties: false }), {
        minItems: 1,
      }),
    },
    { additionalProperties: false },
  ),
);
export type ChecklistsSeed = Static<typeof ChecklistsFileSchema>;

/** notifications.yaml: the sample inbox (spec §3 Notification), from the campus or a house, read by some. */
export const NotificationsFileSchema = Type.Array(
  Type.Object(
    {
      key: Slug,
      /** The sending house; absent for the campus services. */
      house: Type.Optional(Slug),
      to: Type.Union([
        Type.Object({ everyone: Type.Literal(true) }, { additionalProperties: false }),
        Type.Object({ house: Slug }, { additionalProperties: false }),
        Type.Object({ person: Username }, { additionalProperties: false }),
      ]),
      hoursAgo: Type.Integer({ minimum: 0, maximum: 24 * 365 }),
      content: Bilingual,
      link: Type.Optional(Type.String({ pattern: '^(/|https://)' })),
      readBy: Type.Optional(Type.Array(Username)),
    },
    { additionalProperties: false },
  ),
);
export type NotificationsSeed = Static<typeof NotificationsFileSchema>;

/** A choice of a field: its value (the same in both languages) and its text per language ('|': bold first). */
const FormChoiceSeedSchema = Type.Object(
  { value: Type.String(), text: Bilingual, selected: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const FormFieldSeedSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 999_999 }),
    type: Type.Enum(FIELD_TYPES),
    label: Bilingual,
    description: Type.Optional(Bilingual),
    placeholder: Type.Optional(Bilingual),
    required: Type.Optional(Type.Boolean()),
    /** text and textarea only. */
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    /** poll only. */
    pollType: Type.Optional(Type.Enum(['radio', 'checkbox', 'select'])),
    /** hidden and unique: may hold {user_login_hash}, replaced by the server with the hashed username. */
    defaultValue: Type.Optional(Type.String()),
    choices: Type.Optional(Type.Array(FormChoiceSeedSchema, { minItems: 1 })),
  },
  { additionalProperties: false },
);
export type FormFieldSeed = Static<typeof FormFieldSeedSchema>;

/**
 * forms.yaml: the embedded Gravity-style forms (issue #15), each named by a key content files use
 * (`gform: <key>`), written once with its texts in both languages.
 */
export const FormsFileSchema = Type.Array(
  Type.Object(
    {
      key: Slug,
      /** Submitted without sign-in, storing nothing that identifies anyone. */
      anonymous: Type.Optional(Type.Boolean()),
      title: Bilingual,
      description: Type.Optional(Bilingual),
      button: Bilingual,
      /** The default confirmation; without it the app says 'Form well submitted'. */
      confirmation: Type.Optional(Bilingual),
      fields: Type.Array(FormFieldSeedSchema, { minItems: 1 }),
    },
    { additionalProperties: false },
  ),
);
export type FormsSeed = Static<typeof FormsFileSchema>;

/** staff.yaml: the staff console's sample roles (issue #18) and the houses whose items need review. */
export const StaffFileSchema = Type.Object(
  {
    /** Houses whose house editors' items go to a campus editor before residents see them. */
    reviewRequired: Type.Array(Slug),
    grants: Type.Array(
      Type.Object(
        {
          username: Username,
          role: Type.Enum(STAFF_ROLES),
          /** house-editor: the house's slug. */
          house: Type.Optional(Slug),
          /** form-reader: the form's key (forms.yaml). */
          form: Type.Optional(Slug),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StaffSeed = Static<typeof StaffFileSchema>;
