/**
 * The references of the house pages, service trees, committees' people and the billing file (issue #10):
 * each must name something the campus has, and the trees must hang together, so that the seed never
 * inserts a page without its house, a service without its parent or an invoice without its person.
 */
import { access } from 'node:fs/promises';
import type { Language } from '@campus/domain/locale';
import { EMERGENCY_SERVICE_SLUG, INVOICES_SERVICE_SLUG, INVOICES_TAB } from '@campus/domain/service';
import type { ContentFile, SampleCampus } from './load-sample-campus.ts';
import { duplicates, type Problems } from './seed-problems.ts';
import type { ServiceLinkSeed } from './seed-file-schemas.ts';
import { serverPath } from '../server-files.ts';
import { slugify } from '@campus/domain/slug';

const PUBLIC_DIR = serverPath('public/');

interface TreeItem {
  parent?: string;
  slug: string;
}

/** Every key of a folder must come in both languages: the two files are translations of each other. */
function checkTranslated(folder: string, items: readonly ContentFile<unknown>[], problems: Problems): void {
  for (const item of items) {
    const other: Language = item.language === 'fr' ? 'en' : 'fr';
    if (!items.some((candidate) => candidate.key === item.key && candidate.language === other)) {
      problems.add(item.file, `no translation ${folder}/${item.key}.${other}.html`);
    }
  }
}

/** Parents exist in the same language, no cycle, and no two children of one parent share a slug. */
function checkTree<M extends TreeItem>(folder: string, items: readonly ContentFile<M>[], problems: Problems) {
  const byKey = new Map(items.map((item) => [`${item.key}.${item.language}`, item]));
  for (const item of items) {
    const seen = new Set([item.key]);
    let parent = item.meta.parent;
    while (parent !== undefined) {
      const found = byKey.get(`${parent}.${item.language}`);
      if (found === undefined) {
        problems.add(item.file, `no parent ${folder}/${parent}.${item.language}.html`);
        break;
      }
      if (seen.has(parent)) {
        problems.add(item.file, `its parents make a cycle through ${parent}`);
        break;
      }
      seen.add(parent);
      parent = found.meta.parent;
    }
  }
  const siblings = items.map((item) => `${item.language} ${item.meta.parent ?? '(top)'}/${item.meta.slug}`);
  for (const duplicate of duplicates(siblings)) {
    problems.add(folder, `two pages of one parent have the slug (language parent/slug) ${duplicate}`);
  }
}

async function checkLinks(
  item: ContentFile<{ links?: ServiceLinkSeed[] }>,
  problems: Problems,
): Promise<void> {
  for (const link of item.meta.links ?? []) {
    if (!('pdf' in link)) continue;
    const exists = await access(`${PUBLIC_DIR}${link.pdf.slice(1)}`).then(
      () => true,
      () => false,
    );
    if (!exists) problems.add(item.file, `no document public${link.pdf}`);
  }
}

function checkHousePages(campus: SampleCampus, problems: Problems): void {
  const { housePages } = campus;
  checkTranslated('house-pages', housePages, problems);
  checkTree('house-pages', housePages, problems);
  const houseSlugs = new Set(campus.houses.map((house) => slugify(house.name)));
  for (const page of housePages) {
    if (!houseSlugs.has(page.meta.house)) problems.add(page.file, `unknown house ${page.meta.house}`);
    const parent = housePages.find((other) => other.key === page.meta.parent);
    if (parent !== undefined && parent.meta.house !== page.meta.house) {
      problems.add(page.file, `its parent ${parent.key} is a page of another house`);
    }
  }
  for (const house of campus.houses) {
    const slug = slugify(house.name);
    for (const language of ['fr', 'en'] as const) {
      const mains = housePages.filter(
        (page) => page.meta.house === slug && page.language === language && page.meta.parent === undefined,
      );
      if (mains.length !== 1) {
        problems.add('house-pages', `${slug} needs exactly one main page (no parent) in ${language}`);
      }
      // The house is named alike on its page and everywhere else (issue #29: two names on one screen).
      const name = language === 'fr' ? house.name : house.en;
      for (const main of mains) {
        if (main.meta.title !== name) problems.add(main.file, `its title must be the house's name "${name}"`);
      }
    }
  }
}

async function checkCampusServices(campus: SampleCampus, problems: Problems): Promise<void> {
  const services = campus.campusServices;
  checkTranslated('campus-services', services, problems);
  checkTree('campus-services', services, problems);
  for (const service of services) {
    const { categories, parent } = service.meta;
    for (const value of categories ?? []) {
      if (!(value in campus.serviceCategories)) {
        problems.add(service.file, `unknown category ${value} (service-categories.yaml)`);
      }
    }
    if (parent === undefined && categories === undefined) {
      problems.add(service.file, 'a top-level service names its categories (the tabs that list it)');
    }
    await checkLinks(service, problems);
  }
  // The web leads to these two by slug (§2.7): each exists, with the same slug in both languages.
  for (const slug of [INVOICES_SERVICE_SLUG, EMERGENCY_SERVICE_SLUG]) {
    const found = services.filter((service) => service.meta.slug === slug);
    if (found.length !== 2 || found[0]?.key !== found[1]?.key) {
      problems.add('campus-services', `one service has the slug ${slug} in both languages`);
    }
  }
  for (const service of services.filter((item) => item.meta.invoices === true)) {
    if (service.meta.slug !== INVOICES_SERVICE_SLUG || !service.meta.categories?.includes(INVOICES_TAB)) {
      problems.add(
        service.file,
        `the invoices service has the slug ${INVOICES_SERVICE_SLUG} and the category ${INVOICES_TAB}`,
      );
    }
  }
}

async function checkHouseServices(campus: SampleCampus, problems: Problems): Promise<void> {
  const services = campus.houseServices;
  checkTranslated('house-services', services, problems);
  checkTree('house-services', services, problems);
  const houseSlugs = new Set(campus.houses.map((house) => slugify(house.name)));
  for (const service of services) {
    for (const slug of service.meta.houses ?? []) {
      if (!houseSlugs.has(slug)) problems.add(service.file, `unknown house ${slug}`);
    }
    const parent = services.find((other) => other.key === service.meta.parent);
    const parentHouses = parent?.meta.houses;
    const houses = service.meta.houses;
    // A service of a house hangs under that house's copy of its parent: the parent must exist there too.
    if (
      parentHouses !== undefined &&
      (houses === undefined || houses.some((h) => !parentHouses.includes(h)))
    ) {
      problems.add(service.file, `its houses must be among those of its parent ${parent?.key ?? ''}`);
    }
    await checkLinks(service, problems);
  }
}

function checkBilling(campus: SampleCampus, problems: Problems): void {
  const file = 'billing.yaml';
  const people = [...campus.testAccounts.people, ...campus.residents];
  const declared = people.flatMap((person) =>
    person.billingAccount === undefined ? [] : [person.billingAccount],
  );
  for (const account of duplicates(declared))
    problems.add('test-accounts.yaml', `two people have ${account}`);
  const accounts = campus.billing.accounts.map((entry) => entry.account);
  for (const account of duplicates(accounts)) problems.add(file, `${account} is listed twice`);
  for (const account of declared) {
    if (!accounts.includes(account))
      problems.add(file, `no invoices for ${account} (a person's billingAccount)`);
  }
  for (const entry of campus.billing.accounts) {
    if (!declared.includes(entry.account)) problems.add(file, `${entry.account} is nobody's billingAccount`);
    for (const part of entry.parts) {
      if (!(part.kind in campus.billing.partKinds))
        problems.add(file, `${entry.account}: unknown kind ${part.kind}`);
      if (part.monthsAgo >= entry.months) {
        problems.add(file, `${entry.account}: no invoice ${String(part.monthsAgo)} months ago`);
      }
    }
  }
}

export async function checkHousesAndServices(campus: SampleCampus, problems: Problems): Promise<void> {
  checkHousePages(campus, problems);
  await checkCampusServices(campus, problems);
  await checkHouseServices(campus, problems);
  checkBilling(campus, problems);
}
