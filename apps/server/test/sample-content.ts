/**
 * The sample campus as the API tests expect to find it in the seeded database, read from the data files
 * (apps/server/seed/) rather than restated: counts and titles follow whatever the campus editor wrote.
 * Each item pairs its two translations, in the shapes the API sends (acf faq and form field names).
 */
import type { Language } from '@campus/domain/locale';
import { campusToday } from '../src/seeding/insert-sample-content.ts';
import { loadSampleCampus, type ContentFile, type SampleCampus } from '../src/seeding/load-sample-campus.ts';
import { planSampleInvoices } from '../src/seeding/sample-billing.ts';
import type {
  CampusServiceFrontMatter,
  EventFrontMatter,
  HousePageFrontMatter,
  HouseServiceFrontMatter,
  NewsFrontMatter,
  PageFrontMatter,
  PersonSeed,
} from '../src/seeding/seed-file-schemas.ts';
import { slugify } from '@campus/domain/slug';

export const sampleCampus: SampleCampus = await loadSampleCampus();

type Translated<T> = Record<Language, T>;
type Faq = { faq_ask: string; faq_answer: string }[] | undefined;

const faqOf = (faq: NewsFrontMatter['faq']): Faq =>
  faq?.map((item) => ({ faq_ask: item.question, faq_answer: item.answer }));

function paired<M>(
  files: readonly ContentFile<M>[],
): { key: string; fr: ContentFile<M>; en: ContentFile<M> }[] {
  const keys = [...new Set(files.map((file) => file.key))];
  return keys.flatMap((key) => {
    const fr = files.find((file) => file.key === key && file.language === 'fr');
    const en = files.find((file) => file.key === key && file.language === 'en');
    return fr === undefined || en === undefined ? [] : [{ key, fr, en }];
  });
}

const newsText = ({ meta, content }: ContentFile<NewsFrontMatter>) => ({
  slug: meta.slug,
  title: meta.title,
  excerpt: meta.excerpt,
  content,
  alert: meta.alert,
  faq: faqOf(meta.faq),
  form:
    meta.form === undefined
      ? undefined
      : {
          form_title: meta.form.title,
          form_email_receiver: meta.form.emailReceiver,
          form_activation: meta.form.active,
        },
});

/** The news items in both languages (the shared fields read from the English file). */
export const sampleNews = paired(sampleCampus.news).map(({ key, fr, en }) => ({
  key,
  daysAgo: en.meta.daysAgo,
  sticky: en.meta.sticky,
  houseSlugs: en.meta.houses ?? [],
  serviceSlug: en.meta.service,
  tagSlugs: en.meta.tags ?? [],
  image: en.meta.image,
  text: { fr: newsText(fr), en: newsText(en) } satisfies Translated<ReturnType<typeof newsText>>,
}));

const eventText = ({ meta, content }: ContentFile<EventFrontMatter>) => ({
  slug: meta.slug,
  title: meta.title,
  content,
  practical: meta.practical,
  organizer: meta.organizer,
  faq: faqOf(meta.faq),
});

export const sampleEvents = paired(sampleCampus.events).map(({ key, fr, en }) => ({
  key,
  dayOffset: en.meta.dayOffset,
  startTime: en.meta.startTime,
  durationMinutes: en.meta.durationMinutes,
  visibility: en.meta.visibility,
  houseSlugs: en.meta.houses ?? [],
  serviceSlug: en.meta.service,
  image: en.meta.image,
  /** As the API sends them: a campus place has an empty url, a map link an empty place. */
  locations: en.meta.locations.map((location) =>
    'place' in location
      ? { name: location.name, url: '', place: location.place }
      : { name: location.name, url: location.url, place: '' },
  ),
  text: { fr: eventText(fr), en: eventText(en) },
}));

const pageText = ({ meta, content }: ContentFile<PageFrontMatter>) => ({
  slug: meta.slug,
  title: meta.title,
  content,
  faq: faqOf(meta.faq),
});

export const samplePages = paired(sampleCampus.pages).map(({ key, fr, en }) => ({
  key,
  parentKey: en.meta.parent,
  menuOrder: en.meta.menuOrder,
  text: { fr: pageText(fr), en: pageText(en) },
}));

export const sampleHouses = sampleCampus.houses.map((house) => ({ ...house, slug: slugify(house.name) }));
export const sampleTagGroups = sampleCampus.tagGroups;

/** The name of a publishing service in one language, as the author block shows it. */
export function serviceName(slug: string, language: Language): string | undefined {
  return sampleCampus.services[slug]?.[language];
}

/** Everyone the seed inserts as a portal user: the test accounts' people and the residents who cannot sign in. */
export const samplePeople = [...sampleCampus.testAccounts.people, ...sampleCampus.residents];
export const sampleResidents = sampleCampus.residents;

/** The committee of a house (§2.6): its people carrying a child tag of `committee`. */
export function sampleCommittee(houseSlug: string): PersonSeed[] {
  const committee = sampleTagGroups.find((group) => group.slug === 'committee');
  const committeeTags = new Set(committee?.children.map((tag) => slugify(tag.fr)) ?? []);
  return samplePeople.filter(
    (person) => person.houses.includes(houseSlug) && person.tags.some((tag) => committeeTags.has(tag)),
  );
}

const housePageText = ({ meta, content }: ContentFile<HousePageFrontMatter>) => ({
  slug: meta.slug,
  title: meta.title,
  content,
  /** As the API sends it (acf of a house page). */
  acf: {
    contact: meta.contact ?? '',
    address: (meta.address ?? []).join('\n'),
    links: (meta.links ?? []).map((link) => ({ url: link.url, icon: { class: link.icon } })),
    locations: (meta.locations ?? []).map((location) => ({
      name: location.name,
      url: location.url ?? '',
      place: location.place ?? '',
    })),
    faq: faqOf(meta.faq) ?? [],
  },
});

/** The house pages in both languages; parentKey is absent for the main page of the house. */
export const sampleHousePages = paired(sampleCampus.housePages).map(({ key, fr, en }) => ({
  key,
  houseSlug: en.meta.house,
  parentKey: en.meta.parent,
  menuOrder: en.meta.menuOrder,
  text: { fr: housePageText(fr), en: housePageText(en) },
}));

const serviceText = (
  { meta, content, language }: ContentFile<CampusServiceFrontMatter | HouseServiceFrontMatter>,
  fill: (text: string) => string,
) => ({
  slug: meta.slug,
  title: fill(meta.title),
  subtitle: fill(meta.subtitle ?? ''),
  content: fill(content),
  /** As the API sends them (acf.links, acf.faq, acf.form); pdf urls are paths on the portal. */
  links: (meta.links ?? []).map((link) =>
    'pdf' in link
      ? { acf_fc_layout: 'pdf', name: link.name, url: link.pdf }
      : { acf_fc_layout: 'external_link', name: link.name, url: link.externalLink },
  ),
  faq: faqOf(meta.faq) ?? [],
  form:
    meta.form === undefined
      ? null
      : {
          form_title: meta.form.title,
          form_email_receiver: meta.form.emailReceiver,
          form_activation: meta.form.active,
        },
  service_category:
    'categories' in meta
      ? (meta.categories ?? []).map((value) => ({
          value,
          label: sampleCampus.serviceCategories[value]?.[language] ?? value,
        }))
      : [],
});

/** Paths (slugs from the top, joined by '/') of a tree's items, per language. */
function servicePaths<M extends { parent?: string; slug: string }>(
  files: readonly ContentFile<M>[],
): Map<string, string> {
  const byKey = new Map(files.map((file) => [`${file.key}.${file.language}`, file]));
  const pathOf = (file: ContentFile<M>): string => {
    const parent =
      file.meta.parent === undefined ? undefined : byKey.get(`${file.meta.parent}.${file.language}`);
    return parent === undefined ? file.meta.slug : `${pathOf(parent)}/${file.meta.slug}`;
  };
  return new Map(files.map((file) => [`${file.key}.${file.language}`, pathOf(file)]));
}

const campusServicePaths = servicePaths(sampleCampus.campusServices);

/** The campus services (the catalogue) in both languages, with their path per language. */
export const sampleCampusServices = paired(sampleCampus.campusServices).map(({ key, fr, en }) => ({
  key,
  parentKey: en.meta.parent,
  menuOrder: en.meta.menuOrder,
  color: en.meta.color ?? '',
  icon: en.meta.icon ?? '',
  invoices: en.meta.invoices ?? false,
  categories: en.meta.categories ?? [],
  path: { fr: campusServicePaths.get(`${key}.fr`) ?? '', en: campusServicePaths.get(`${key}.en`) ?? '' },
  text: { fr: serviceText(fr, (text) => text), en: serviceText(en, (text) => text) },
}));

const houseServicePaths = servicePaths(sampleCampus.houseServices);

/** One house's service tree: the template of house-services/ less what the house does not offer. */
export function sampleHouseServices(houseSlug: string) {
  const house = sampleHouses.find((candidate) => candidate.slug === houseSlug);
  if (house === undefined) throw new Error(`No sample house ${houseSlug}`);
  const fill = (text: string) => text.replaceAll('{{house}}', house.name);
  return paired(sampleCampus.houseServices)
    .filter(({ en }) => en.meta.houses === undefined || en.meta.houses.includes(houseSlug))
    .map(({ key, fr, en }) => ({
      key,
      parentKey: en.meta.parent,
      menuOrder: en.meta.menuOrder,
      color: en.meta.color ?? '',
      icon: en.meta.icon ?? '',
      path: { fr: houseServicePaths.get(`${key}.fr`) ?? '', en: houseServicePaths.get(`${key}.en`) ?? '' },
      text: { fr: serviceText(fr, fill), en: serviceText(en, fill) },
    }));
}

/**
 * The invoices of a person as the billing system holds them (newest first), from the seed date: number,
 * issue date, and each additional part's number and title, and whether a document has no file. [] for a
 * person without a billing account.
 */
export function sampleInvoicesOf(username: string, seedDate: string = campusToday()) {
  const account = samplePeople.find((person) => person.username === username)?.billingAccount;
  if (account === undefined) return [];
  return planSampleInvoices(sampleCampus, seedDate)
    .filter((invoice) => invoice.account === account)
    .map((invoice) => ({
      number: invoice.number,
      issueDate: invoice.issueDate,
      filename: invoice.filename,
      details: invoice.parts.map((part) => ({
        number: part.number,
        title: part.title,
        filename: part.filename,
        hasFile: !part.noFile,
      })),
    }));
}
