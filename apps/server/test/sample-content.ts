/**
 * The sample campus as the API tests expect to find it in the seeded database, read from the data files
 * (apps/server/seed/) rather than restated: counts and titles follow whatever the campus editor wrote.
 * Each item pairs its two translations, in the shapes the API sends (acf faq and form field names).
 */
import type { Language } from '@campus/domain/locale';
import { loadSampleCampus, type ContentFile, type SampleCampus } from '../src/seeding/load-sample-campus.ts';
import type { EventFrontMatter, NewsFrontMatter, PageFrontMatter } from '../src/seeding/seed-file-schemas.ts';
import { slugify } from '../src/seeding/slug.ts';

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
