/**
 * Reads the sample campus from its data files (apps/server/seed/, described in its README.md), checks each
 * file against its schema and every reference between files, and returns it ready to insert. Every problem
 * of every file is reported at once, each naming its file and field.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@campus/domain/locale';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { parse as parseYaml } from 'yaml';
import { checkHousesAndServices } from './check-houses-and-services.ts';
import { checkChecklists } from './check-checklists.ts';
import { checkForms } from './check-forms.ts';
import { checkNotifications } from './check-notifications.ts';
import { checkStaff } from './check-staff.ts';
import { checkPlaces } from './check-places.ts';
import { Problems, duplicates } from './seed-problems.ts';
import {
  BillingFileSchema,
  CampusServiceFrontMatterSchema,
  EmergencyContactsFileSchema,
  EventFrontMatterSchema,
  HousePageFrontMatterSchema,
  HouseServiceFrontMatterSchema,
  HousesFileSchema,
  NewsFrontMatterSchema,
  PageFrontMatterSchema,
  ResidentsFileSchema,
  ServiceCategoriesFileSchema,
  PlacesFileSchema,
  ChecklistsFileSchema,
  FormsFileSchema,
  NotificationsFileSchema,
  StaffFileSchema,
  ServicesFileSchema,
  TagsFileSchema,
  TestAccountsFileSchema,
  type BillingSeed,
  type CampusServiceFrontMatter,
  type EmergencyContactSeed,
  type EventFrontMatter,
  type HousePageFrontMatter,
  type HouseServiceFrontMatter,
  type HouseSeed,
  type NewsFrontMatter,
  type PageFrontMatter,
  type PersonSeed,
  type ServiceCategoriesSeed,
  type PlacesSeed,
  type ChecklistsSeed,
  type FormsSeed,
  type NotificationsSeed,
  type StaffSeed,
  type ServicesSeed,
  type TagGroupSeed,
  type TestAccountsSeed,
} from './seed-file-schemas.ts';
import { serverPath } from '../server-files.ts';
import { slugify } from '@campus/domain/slug';
import { splitFrontMatter } from './split-front-matter.ts';

export const SAMPLE_CAMPUS_DIR = serverPath('seed/');
const SAMPLE_IMAGES_DIR = serverPath('public/sample-images/');

/** One language version of a news item, event or page: its front matter, its body, and where it came from. */
export interface ContentFile<FrontMatter> {
  /** The file name without language and extension; both translations of an item share it. */
  key: string;
  language: Language;
  /** Path relative to the seed folder, for messages. */
  file: string;
  meta: FrontMatter;
  /** The body of the file: HTML. */
  content: string;
}

export interface SampleCampus {
  houses: HouseSeed[];
  tagGroups: TagGroupSeed[];
  services: ServicesSeed;
  emergencyContacts: EmergencyContactSeed[];
  testAccounts: TestAccountsSeed;
  /** Residents who cannot sign in: they fill the directory and the house committees. */
  residents: PersonSeed[];
  news: ContentFile<NewsFrontMatter>[];
  events: ContentFile<EventFrontMatter>[];
  pages: ContentFile<PageFrontMatter>[];
  housePages: ContentFile<HousePageFrontMatter>[];
  serviceCategories: ServiceCategoriesSeed;
  places: PlacesSeed;
  checklists: ChecklistsSeed;
  notifications: NotificationsSeed;
  campusServices: ContentFile<CampusServiceFrontMatter>[];
  /** The service tree every house gets (a template), some services only in the houses they name. */
  houseServices: ContentFile<HouseServiceFrontMatter>[];
  billing: BillingSeed;
  /** The embedded Gravity-style forms content names by key (issue #15). */
  forms: FormsSeed;
  /** The staff console's sample roles (issue #18). */
  staff: StaffSeed;
}

export class SeedDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The sample campus data is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SeedDataError';
  }
}

const CONTENT_FILE = /^(?<key>[a-z0-9]+(?:-[a-z0-9]+)*)\.(?<language>fr|en)\.html$/;

/** Validates a parsed file against its schema; returns it typed, or null after recording each error. */
function checked<T extends TSchema>(
  schema: T,
  value: unknown,
  file: string,
  problems: Problems,
): Static<T> | null {
  const validator = Compile(schema);
  if (validator.Check(value)) return value;
  const seen = new Set<string>();
  for (const error of validator.Errors(value)) {
    // A union reports one error per branch and one for the union: the field and its last word suffice.
    const field = error.instancePath === '' ? '(top level)' : error.instancePath;
    const params = error.params as Record<string, unknown>;
    const detail =
      error.keyword === 'additionalProperties' && Array.isArray(params.additionalProperties)
        ? `unknown field(s) ${params.additionalProperties.join(', ')}`
        : error.message;
    const message = `${field} ${detail}`;
    if (!seen.has(field)) problems.add(file, message);
    seen.add(field);
  }
  return null;
}

/** The folder being read, and where its problems are noted. */
interface SeedReading {
  dir: string;
  problems: Problems;
}

/** What `parse` reads in a seed file, or null with the file's problem noted when it cannot be read or parsed. */
async function readParsed<T>(
  { dir, problems }: SeedReading,
  file: string,
  parse: (text: string) => T,
): Promise<{ value: T } | null> {
  try {
    return { value: parse(await readFile(join(dir, file), 'utf8')) };
  } catch (error) {
    problems.add(file, error instanceof Error ? error.message : String(error));
    return null;
  }
}

async function readYaml<T extends TSchema>(
  seed: SeedReading,
  file: string,
  schema: T,
): Promise<Static<T> | null> {
  const parsed = await readParsed(seed, file, (text): unknown => parseYaml(text));
  return parsed === null ? null : checked(schema, parsed.value, file, seed.problems);
}

const SHARED_FILE = /^(?<key>[a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/;

/** The fields both translations of an item share (`<key>.yaml`), written once so they cannot drift apart. */
async function readSharedFields(
  seed: SeedReading,
  folder: string,
  names: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const { problems } = seed;
  const shared = new Map<string, Record<string, unknown>>();
  for (const name of names) {
    const key = SHARED_FILE.exec(name)?.groups?.['key'];
    if (key === undefined) continue;
    const file = `${folder}/${name}`;
    const parsed = await readParsed(seed, file, (text): unknown => parseYaml(text));
    const fields = parsed?.value;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      if (parsed !== null) problems.add(file, 'holds the fields both languages share, as a YAML mapping');
    } else shared.set(key, fields as Record<string, unknown>);
    if (!names.includes(`${key}.fr.html`) || !names.includes(`${key}.en.html`)) {
      problems.add(file, `shared fields need both ${key}.fr.html and ${key}.en.html beside them`);
    }
  }
  return shared;
}

/**
 * The items of a folder: `<key>.fr.html` and `<key>.en.html` (front matter: the translated fields; body:
 * the HTML content), and `<key>.yaml` for the fields both languages share. A language file may not repeat a
 * shared field: the campus would then depend on which copy an editor changed.
 */
async function readContent<T extends TSchema>(
  seed: SeedReading,
  folder: string,
  schema: T,
): Promise<ContentFile<Static<T>>[]> {
  const { problems } = seed;
  const names = (await readdir(join(seed.dir, folder))).sort();
  const sharedByKey = await readSharedFields(seed, folder, names);
  const files: ContentFile<Static<T>>[] = [];
  for (const name of names) {
    if (SHARED_FILE.test(name)) continue;
    const file = `${folder}/${name}`;
    const match = CONTENT_FILE.exec(name);
    if (match?.groups === undefined) {
      problems.add(
        file,
        'a content file is named <key>.fr.html, <key>.en.html or <key>.yaml (key in kebab-case)',
      );
      continue;
    }
    const read = await readParsed(seed, file, splitFrontMatter);
    if (read === null) continue;
    const parsed = read.value;
    const key = match.groups['key'] ?? '';
    const shared = sharedByKey.get(key) ?? {};
    const repeated = Object.keys(parsed.data).filter((field) => field in shared);
    if (repeated.length > 0) {
      problems.add(file, `${repeated.join(', ')} already in ${folder}/${key}.yaml: write shared fields once`);
    }
    const meta = checked(schema, { ...shared, ...parsed.data }, file, problems);
    const content = parsed.body.trim();
    if (content === '') problems.add(file, 'the body (the HTML content after the front matter) is empty');
    if (meta === null) continue;
    files.push({
      key,
      language: match.groups['language'] === 'fr' ? 'fr' : 'en',
      file,
      meta,
      content,
    });
  }
  return files;
}

/** The references between files: each must name something the campus has. */
async function checkReferences(campus: SampleCampus, problems: Problems): Promise<void> {
  const houseSlugs = new Set(campus.houses.map((house) => slugify(house.name)));
  const tagSlugs = new Set(campus.tagGroups.flatMap((group) => group.children.map((tag) => slugify(tag.fr))));
  const usernames = new Set(campus.testAccounts.people.map((person) => person.username));
  const images = new Set(
    (
      await Promise.all(
        ['news', 'events'].map(async (folder) =>
          (await readdir(join(SAMPLE_IMAGES_DIR, folder)).catch(() => [])).map((name) => `${folder}/${name}`),
        ),
      )
    ).flat(),
  );

  if (campus.houses.filter((house) => house.main).length !== 1) {
    problems.add('houses.yaml', 'exactly one house has main: true');
  }
  for (const slug of duplicates(campus.houses.map((house) => slugify(house.name)))) {
    problems.add('houses.yaml', `two houses have the slug ${slug}`);
  }
  const allTagSlugs = campus.tagGroups.flatMap((group) => [
    group.slug,
    ...group.children.map((tag) => slugify(tag.fr)),
  ]);
  for (const slug of duplicates(allTagSlugs)) problems.add('tags.yaml', `two tags have the slug ${slug}`);

  const accounts = 'test-accounts.yaml';
  const allUsernames = [
    ...campus.testAccounts.people.map((person) => person.username),
    ...campus.testAccounts.signInOnly.map((account) => account.username),
    ...campus.residents.map((person) => person.username),
  ];
  for (const username of duplicates(allUsernames)) {
    problems.add(accounts, `${username} is listed twice (test-accounts.yaml, residents.yaml)`);
  }
  for (const [file, people] of [
    [accounts, campus.testAccounts.people],
    ['residents.yaml', campus.residents],
  ] as const) {
    for (const person of people) {
      for (const slug of person.houses) {
        if (!houseSlugs.has(slug)) problems.add(file, `${person.username}: unknown house ${slug}`);
      }
      for (const slug of person.tags) {
        if (!tagSlugs.has(slug)) problems.add(file, `${person.username}: unknown tag ${slug}`);
      }
    }
  }
  for (const relation of campus.testAccounts.relations) {
    for (const username of [relation.from, relation.to]) {
      if (!usernames.has(username)) problems.add(accounts, `relation with unknown person ${username}`);
    }
  }

  const checkCommon = (
    item: ContentFile<{ houses?: string[]; service?: string; image?: string; tags?: string[] }>,
  ) => {
    for (const slug of item.meta.houses ?? []) {
      if (!houseSlugs.has(slug)) problems.add(item.file, `unknown house ${slug}`);
    }
    for (const slug of item.meta.tags ?? []) {
      if (!tagSlugs.has(slug)) problems.add(item.file, `unknown tag ${slug}`);
    }
    const { service, image } = item.meta;
    if (service !== undefined && !(service in campus.services)) {
      problems.add(item.file, `unknown service ${service} (services.yaml)`);
    }
    if (image !== undefined && !images.has(image)) {
      problems.add(item.file, `no picture public/sample-images/${image}`);
    }
  };
  campus.news.forEach(checkCommon);
  campus.events.forEach(checkCommon);
  for (const event of campus.events) {
    if ((event.meta.visibility === 'house') !== (event.meta.houses !== undefined)) {
      problems.add(event.file, 'an event names its houses exactly when its visibility is house');
    }
  }
  const pageKeys = new Set(campus.pages.map((page) => `${page.key}.${page.language}`));
  for (const page of campus.pages) {
    const { parent } = page.meta;
    if (parent !== undefined && !pageKeys.has(`${parent}.${page.language}`)) {
      problems.add(page.file, `no parent page ${parent}.${page.language}.html`);
    }
  }
  for (const [folder, items] of [
    ['news', campus.news],
    ['events', campus.events],
  ] as const) {
    for (const slug of duplicates(items.map((item) => item.meta.slug))) {
      problems.add(folder, `two items have the slug ${slug}`);
    }
  }
}

/** The YAML files of the sample campus, by the field of SampleCampus each one fills, with their schema. */
const YAML_FILES = {
  houses: ['houses.yaml', HousesFileSchema],
  tagGroups: ['tags.yaml', TagsFileSchema],
  services: ['services.yaml', ServicesFileSchema],
  emergencyContacts: ['emergency-contacts.yaml', EmergencyContactsFileSchema],
  testAccounts: ['test-accounts.yaml', TestAccountsFileSchema],
  residents: ['residents.yaml', ResidentsFileSchema],
  serviceCategories: ['service-categories.yaml', ServiceCategoriesFileSchema],
  billing: ['billing.yaml', BillingFileSchema],
  places: ['places.yaml', PlacesFileSchema],
  checklists: ['checklists.yaml', ChecklistsFileSchema],
  notifications: ['notifications.yaml', NotificationsFileSchema],
  forms: ['forms.yaml', FormsFileSchema],
  staff: ['staff.yaml', StaffFileSchema],
} as const;

/** The content folders of the sample campus, by the field of SampleCampus each one fills, with their front matter. */
const CONTENT_FOLDERS = {
  news: ['news', NewsFrontMatterSchema],
  events: ['events', EventFrontMatterSchema],
  pages: ['pages', PageFrontMatterSchema],
  housePages: ['house-pages', HousePageFrontMatterSchema],
  campusServices: ['campus-services', CampusServiceFrontMatterSchema],
  houseServices: ['house-services', HouseServiceFrontMatterSchema],
} as const;

type Sources = Record<string, readonly [path: string, schema: TSchema]>;

/** Reads every YAML file of `files`; null when one of them could not be read (its problems are noted). */
async function readYamlFiles<F extends Sources>(
  seed: SeedReading,
  files: F,
): Promise<{ -readonly [K in keyof F]: Static<F[K][1]> } | null> {
  const read = await Promise.all(
    Object.entries(files).map(async ([field, [file, schema]]) => [field, await readYaml(seed, file, schema)]),
  );
  return read.some(([, value]) => value === null)
    ? null
    : (Object.fromEntries(read) as { -readonly [K in keyof F]: Static<F[K][1]> });
}

/** Reads every content folder of `folders` (an item with problems is left out, its problems noted). */
async function readContentFolders<F extends Sources>(
  seed: SeedReading,
  folders: F,
): Promise<{ -readonly [K in keyof F]: ContentFile<Static<F[K][1]>>[] }> {
  const read = await Promise.all(
    Object.entries(folders).map(async ([field, [folder, schema]]) => [
      field,
      await readContent(seed, folder, schema),
    ]),
  );
  return Object.fromEntries(read) as { -readonly [K in keyof F]: ContentFile<Static<F[K][1]>>[] };
}

export async function loadSampleCampus(dir: string = SAMPLE_CAMPUS_DIR): Promise<SampleCampus> {
  const problems = new Problems();
  const seed: SeedReading = { dir, problems };
  const files = await readYamlFiles(seed, YAML_FILES);
  const content = await readContentFolders(seed, CONTENT_FOLDERS);
  if (files === null) throw new SeedDataError(problems.list);
  const campus: SampleCampus = { ...files, ...content };
  await checkReferences(campus, problems);
  await checkHousesAndServices(campus, problems);
  checkPlaces(campus, problems);
  checkChecklists(campus, problems);
  checkNotifications(campus, problems);
  checkForms(campus, problems);
  checkStaff(campus, problems);
  if (problems.list.length > 0) throw new SeedDataError(problems.list);
  return campus;
}
