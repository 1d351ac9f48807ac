/**
 * Inserts the service terms, the house pages and the two kinds of service trees (the campus catalogue and
 * each house's own services) of the sample campus. Parents are inserted before their children so each row
 * can name its parent's id; the ids of house pages and service pages come from one shared sequence.
 */
import { gformAcf } from './insert-forms.ts';
import { contactFormAcf, faqAcf } from './item-acf.ts';
import type { Language } from '@campus/domain/locale';
import type { Queryable } from '../db/db.ts';
import type { ContentFile, SampleCampus } from './load-sample-campus.ts';
import { houseImage } from './placeholder-images.ts';
import type {
  CampusServiceFrontMatter,
  HousePageFrontMatter,
  HouseServiceFrontMatter,
  ServiceLinkSeed,
} from './seed-file-schemas.ts';
import { slugify } from '@campus/domain/slug';

/** Items of one language whose parent comes before them: each parent, then its children, depth first. */
function parentsFirst<M extends { parent?: string; menuOrder: number }>(
  items: readonly ContentFile<M>[],
): ContentFile<M>[] {
  const ordered: ContentFile<M>[] = [];
  const visit = (parent: string | undefined, language: Language) => {
    const children = items
      .filter((item) => item.language === language && item.meta.parent === parent)
      .sort((a, b) => a.meta.menuOrder - b.meta.menuOrder || a.key.localeCompare(b.key));
    for (const child of children) {
      ordered.push(child);
      visit(child.key, language);
    }
  };
  for (const language of ['fr', 'en'] as const) visit(undefined, language);
  return ordered;
}

/** The seed date minus some days, at 09:00 campus time: sample pages look written a while ago. */
const DAYS_AGO = (days: number) => `($1::date - ${String(days)}) + time '09:00'`;

async function insertServiceTerms(tx: Queryable, campus: SampleCampus): Promise<void> {
  for (const [slug, term] of Object.entries(campus.services)) {
    const image = houseImage(term.fr, term.color);
    const acf = {
      label: [
        { lang: 'fr', value: term.fr },
        { lang: 'en', value: term.en },
      ],
      image: { url: image, sizes: { thumbnail: image } },
    };
    // The campus names its services in French, as it names its houses and tags.
    await tx.query('INSERT INTO service_terms (slug, name, acf) VALUES ($1, $2, $3::jsonb)', [
      slug,
      term.fr,
      JSON.stringify(acf),
    ]);
  }
}

/** Inserts the house pages; returns the id of each house's main page by `<house slug>.<language>`. */
async function insertHousePages(
  tx: Queryable,
  campus: SampleCampus,
  seedDate: string,
  houseIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const mainPages = new Map<string, number>();
  for (const item of parentsFirst<HousePageFrontMatter>(campus.housePages)) {
    const { meta, language } = item;
    const houseId = houseIds.get(meta.house);
    if (houseId === undefined) throw new Error(`${item.file} refers to unknown house "${meta.house}"`);
    const house = campus.houses.find((candidate) => slugify(candidate.name) === meta.house);
    const isMain = meta.parent === undefined;
    const acf = {
      contact: meta.contact ?? '',
      address: (meta.address ?? []).join('\n'),
      links: (meta.links ?? []).map((link) => ({ url: link.url, icon: { class: link.icon } })),
      // Places arrive with the map: until then a location has its url, its place key, or neither.
      locations: (meta.locations ?? []).map((location) => ({
        name: location.name,
        url: location.url ?? '',
        place: location.place ?? '',
      })),
      faq: faqAcf(meta.faq),
    };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO house_pages (language, translation_group, house_id, parent, slug, menu_order, date, modified,
         title, content, fimg_url, acf)
       VALUES ($2, $3, $4, $5, $6, $7, ${DAYS_AGO(200)}, ${DAYS_AGO(20)}, $8, $9, $10, $11::jsonb)
       RETURNING id`,
      [
        seedDate,
        language,
        `house-page:${item.key}`,
        houseId,
        meta.parent === undefined ? null : (ids.get(`${meta.parent}.${language}`) ?? null),
        meta.slug,
        meta.menuOrder,
        meta.title,
        item.content,
        isMain && house !== undefined ? houseImage(house.name, house.color) : null,
        JSON.stringify(acf),
      ],
    );
    if (!row) throw new Error(`${item.file} was not inserted`);
    ids.set(`${item.key}.${language}`, row.id);
    if (isMain) mainPages.set(`${meta.house}.${language}`, row.id);
  }
  return mainPages;
}

const linkAcf = (link: ServiceLinkSeed) =>
  'pdf' in link
    ? { acf_fc_layout: 'pdf', name: link.name, url: link.pdf }
    : { acf_fc_layout: 'external_link', name: link.name, url: link.externalLink };

type ServiceFrontMatter = CampusServiceFrontMatter | HouseServiceFrontMatter;

interface ServiceRow {
  translationGroup: string;
  houseId: number | null;
  parentService: number | null;
  parentHousePage: number | null;
  path: string;
  categories: { value: string; label: string }[];
  invoices: boolean;
  /** Replaces {{house}} in the texts of a house's copy of a template service. */
  fill: (text: string) => string;
}

async function insertService(
  tx: Queryable,
  item: ContentFile<ServiceFrontMatter>,
  seedDate: string,
  row: ServiceRow,
): Promise<number> {
  const { meta, language } = item;
  const acf = {
    color: meta.color ?? '',
    icon: { class: meta.icon ?? '' },
    subtitle: row.fill(meta.subtitle ?? ''),
    cover: null,
    image: null,
    service_category: row.categories,
    invoices: row.invoices,
    links: (meta.links ?? []).map(linkAcf),
    faq: faqAcf(meta.faq),
    form: contactFormAcf(meta.form),
    gform: await gformAcf(tx, meta.gform, item.file),
  };
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO service_pages (language, translation_group, house_id, parent_service, parent_house_page, slug,
       path, menu_order, date, modified, title, content, acf)
     VALUES ($2, $3, $4, $5, $6, $7, $8, $9, ${DAYS_AGO(300)}, ${DAYS_AGO(15)}, $10, $11, $12::jsonb)
     RETURNING id`,
    [
      seedDate,
      language,
      row.translationGroup,
      row.houseId,
      row.parentService,
      row.parentHousePage,
      meta.slug,
      row.path,
      meta.menuOrder,
      row.fill(meta.title),
      row.fill(item.content),
      JSON.stringify(acf),
    ],
  );
  if (!inserted) throw new Error(`${item.file} was not inserted`);
  return inserted.id;
}

async function insertCampusServices(tx: Queryable, campus: SampleCampus, seedDate: string): Promise<void> {
  const inserted = new Map<string, { id: number; path: string }>();
  for (const item of parentsFirst<CampusServiceFrontMatter>(campus.campusServices)) {
    const { meta, language } = item;
    const parent = meta.parent === undefined ? undefined : inserted.get(`${meta.parent}.${language}`);
    const path = parent === undefined ? meta.slug : `${parent.path}/${meta.slug}`;
    const id = await insertService(tx, item, seedDate, {
      translationGroup: `service:${item.key}`,
      houseId: null,
      parentService: parent?.id ?? null,
      parentHousePage: null,
      path,
      categories: (meta.categories ?? []).map((value) => ({
        value,
        label: campus.serviceCategories[value]?.[language] ?? value,
      })),
      invoices: meta.invoices ?? false,
      fill: (text) => text,
    });
    inserted.set(`${item.key}.${language}`, { id, path });
  }
}

/** Each house gets its copy of the template tree (house-services/), less the services it does not offer. */
async function insertHouseServices(
  tx: Queryable,
  campus: SampleCampus,
  seedDate: string,
  houseIds: ReadonlyMap<string, number>,
  mainPages: ReadonlyMap<string, number>,
): Promise<void> {
  const ordered = parentsFirst<HouseServiceFrontMatter>(campus.houseServices);
  for (const house of campus.houses) {
    const houseSlug = slugify(house.name);
    const houseId = houseIds.get(houseSlug);
    if (houseId === undefined) throw new Error(`House ${houseSlug} was not inserted`);
    const inserted = new Map<string, { id: number; path: string }>();
    for (const item of ordered) {
      const { meta, language } = item;
      if (meta.houses !== undefined && !meta.houses.includes(houseSlug)) continue;
      const parent = meta.parent === undefined ? undefined : inserted.get(`${meta.parent}.${language}`);
      const mainPage = mainPages.get(`${houseSlug}.${language}`);
      if (mainPage === undefined) throw new Error(`House ${houseSlug} has no main page in ${language}`);
      const path = parent === undefined ? meta.slug : `${parent.path}/${meta.slug}`;
      const id = await insertService(tx, item, seedDate, {
        translationGroup: `house-service:${houseSlug}:${item.key}`,
        houseId,
        parentService: parent?.id ?? null,
        parentHousePage: parent === undefined ? mainPage : null,
        path,
        categories: [],
        invoices: false,
        fill: (text) => text.replaceAll('{{house}}', house.name),
      });
      inserted.set(`${item.key}.${language}`, { id, path });
    }
  }
}

/**
 * Seeds the service terms, house pages and service trees, in the caller's transaction, after the houses.
 * seedDate is the campus's local date (YYYY-MM-DD) the pages' dates count back from.
 */
export async function insertHousesAndServices(
  tx: Queryable,
  campus: SampleCampus,
  seedDate: string,
  houseIds: ReadonlyMap<string, number>,
): Promise<void> {
  await insertServiceTerms(tx, campus);
  const mainPages = await insertHousePages(tx, campus, seedDate, houseIds);
  await insertCampusServices(tx, campus, seedDate);
  await insertHouseServices(tx, campus, seedDate, houseIds, mainPages);
}
