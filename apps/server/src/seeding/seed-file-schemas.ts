/**
 * The shapes of the sample campus data files (apps/server/seed/), checked when the seeder loads them so that
 * a campus editor's typo stops the seed with the file and field named, instead of seeding half a campus.
 * Enumerations come from packages/domain, so the files accept exactly what the portal accepts.
 * References between files (house, tag, service and page keys, usernames) are checked by the loader.
 */
import { RELATION_STATUSES } from '@campus/domain/relation';
import { CONFIDENTIALITY_LEVELS, LOCALES, SHOW_ITEMS, USER_TYPES } from '@campus/domain/user';
import { Type, type Static } from 'typebox';

const Text = Type.String({ minLength: 1 });
/** Lower-case ASCII words joined by dashes, as WordPress slugs are. */
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
/** A username of the embedded identity provider: lower-case words joined by dots. */
const Username = Type.String({ pattern: '^[a-z0-9]+([.-][a-z0-9]+)*$' });
/** An HTML fragment within the §5 allow-list (checked by the content tests, not here). */
const Html = Type.String({ minLength: 1 });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
/** A date as the users table stores stays (YYYYMMDD), or '' when the person has none. */
const StayDate = Type.String({ pattern: '^([0-9]{8})?$' });
const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const Bilingual = Type.Object({ fr: Text, en: Text }, { additionalProperties: false });
/** A picture under apps/server/public/sample-images/, e.g. news/concert.svg. */
const SampleImage = Type.String({ pattern: '^[a-z0-9-]+/[a-z0-9-]+\\.svg$' });

export const HousesFileSchema = Type.Array(
  Type.Object(
    { name: Text, commonName: Text, main: Type.Boolean(), color: Colour, description: Type.String() },
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

export const ServicesFileSchema = Type.Record(Slug, Bilingual);
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
  },
  { additionalProperties: false },
);
export type PersonSeed = Static<typeof PersonSchema>;

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
    form: Type.Optional(
      Type.Object(
        { title: Text, emailReceiver: Type.String({ format: 'email' }), active: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
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
  },
  { additionalProperties: false },
);
export type PageFrontMatter = Static<typeof PageFrontMatterSchema>;
