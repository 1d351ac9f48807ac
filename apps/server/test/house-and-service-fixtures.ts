import type { Language } from '@campus/domain/locale';
import type { Queryable } from '../src/db/db.ts';

/**
 * Rows of their own for the house, service and invoice tests, so that they assert on what they inserted and
 * not on the sample campus (which changes with the seed): two houses (one with a full main page and a
 * sub-page, one whose main page has an empty acf), a campus service tree and a house service tree 3 levels
 * deep in both languages, a service term with news, and billing accounts with invoices, additional parts,
 * a tiny PDF and one empty document. Every slug starts with `fx-`.
 */

const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** The smallest document a PDF reader opens: what the file tests decode. */
export const FIXTURE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface TreeIds {
  fr: number;
  en: number;
}

export interface HouseAndServiceFixture {
  houseId: number;
  /** The second house: a main page with nothing in its acf. */
  bareHouseId: number;
  mainPage: TreeIds;
  subPage: TreeIds;
  bareMainPage: TreeIds;
  /** Campus tree: top level (menu order 2) → child → grandchild; plus a top-level service of menu order 1. */
  campus: { first: TreeIds; root: TreeIds; child: TreeIds; grandchild: TreeIds };
  /** House tree: top level (parent = the house main page) → child → grandchild. */
  house: { root: TreeIds; child: TreeIds; grandchild: TreeIds };
  serviceTermId: number;
}

const TEXT = {
  fr: { house: 'Maison fixture', about: 'À propos', digital: 'Numérique', health: 'Santé' },
  en: { house: 'Fixture house', about: 'About', digital: 'Digital', health: 'Health' },
} as const;

async function one<T>(db: Queryable, sql: string, params: unknown[]): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (row === undefined) throw new Error(`fixture insert returned nothing: ${sql}`);
  return row;
}

interface HousePageRow {
  group: string;
  slug: string;
  parent: TreeIds | null;
  menuOrder: number;
  acf: (language: Language) => object;
}

async function insertHousePage(db: Queryable, houseId: number, row: HousePageRow): Promise<TreeIds> {
  const ids = { fr: 0, en: 0 };
  for (const language of LANGUAGES) {
    const { id } = await one<{ id: number }>(
      db,
      `INSERT INTO house_pages (language, translation_group, house_id, parent, slug, menu_order, date, modified,
         title, content, fimg_url, acf)
       VALUES ($1, $2, $3, $4, $5, $6, '2025-09-01T10:00:00Z', '2025-09-02T10:00:00Z', $7, $8, $9, $10::jsonb)
       RETURNING id`,
      [
        language,
        row.group,
        houseId,
        row.parent?.[language] ?? null,
        row.slug,
        row.menuOrder,
        `${TEXT[language].house} ${row.slug}`,
        `<p>${row.slug} ${language}</p>`,
        row.parent === null ? '/sample-images/fx-house.jpg' : null,
        JSON.stringify(row.acf(language)),
      ],
    );
    ids[language] = id;
  }
  return ids;
}

interface ServiceRow {
  slug: string;
  path: string;
  menuOrder: number;
  houseId: number | null;
  parentService: TreeIds | null;
  parentHousePage: TreeIds | null;
  acf: (language: Language) => object;
}

async function insertService(db: Queryable, group: string, row: ServiceRow): Promise<TreeIds> {
  const ids = { fr: 0, en: 0 };
  for (const language of LANGUAGES) {
    const { id } = await one<{ id: number }>(
      db,
      `INSERT INTO service_pages (language, translation_group, house_id, parent_service, parent_house_page, slug,
         path, menu_order, date, modified, title, content, acf)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '2025-09-01T10:00:00Z', '2025-09-02T10:00:00Z', $9, $10, $11::jsonb)
       RETURNING id`,
      [
        language,
        group,
        row.houseId,
        row.parentService?.[language] ?? null,
        row.parentHousePage?.[language] ?? null,
        row.slug,
        row.path,
        row.menuOrder,
        `${row.slug} (${language})`,
        `<p>${row.slug}</p>`,
        JSON.stringify(row.acf(language)),
      ],
    );
    ids[language] = id;
  }
  return ids;
}

const digital = (language: Language) => ({
  service_category: [{ value: 'fx-digital', label: TEXT[language].digital }],
});

export async function insertHouseAndServiceFixture(db: Queryable): Promise<HouseAndServiceFixture> {
  const { id: houseId } = await one<{ id: number }>(
    db,
    "INSERT INTO houses (name, slug) VALUES ('Fixture house', 'fx-house') RETURNING id",
    [],
  );
  const { id: bareHouseId } = await one<{ id: number }>(
    db,
    "INSERT INTO houses (name, slug) VALUES ('Bare fixture house', 'fx-bare-house') RETURNING id",
    [],
  );

  // The main page has a higher menu order than its sub-page: "main page first" must be the list's doing.
  const mainPage = await insertHousePage(db, houseId, {
    group: 'fx-house-main',
    slug: 'fx-main',
    parent: null,
    menuOrder: 5,
    acf: (language) => ({
      contact: `<p>${TEXT[language].about}: reception@fx.example</p>`,
      address: '1 fixture street\n75014 Paris',
      links: [{ url: 'https://fx.example', icon: { class: 'icon-web' } }],
      // A place, a url only (no place key at all), and neither (the screens skip it).
      locations: [
        { name: 'Hall', url: '', place: 'fx-hall' },
        { name: 'Garden', url: 'https://maps.example/garden' },
        { name: 'Nowhere', url: '', place: '' },
      ],
      faq: [{ faq_ask: `Q ${language}`, faq_answer: `<p>A ${language}</p>` }],
    }),
  });
  const subPage = await insertHousePage(db, houseId, {
    group: 'fx-house-sub',
    slug: 'fx-about',
    parent: mainPage,
    menuOrder: 0,
    acf: () => ({}),
  });
  const bareMainPage = await insertHousePage(db, bareHouseId, {
    group: 'fx-bare-main',
    slug: 'fx-bare-main',
    parent: null,
    menuOrder: 0,
    acf: () => ({}),
  });

  const campusRoot = await insertService(db, 'fx-campus-root', {
    slug: 'fx-campus-root',
    path: 'fx-campus-root',
    menuOrder: 2,
    houseId: null,
    parentService: null,
    parentHousePage: null,
    acf: (language) => ({
      color: '#123456',
      icon: { class: 'icon-wifi' },
      subtitle: `Sub ${language}`,
      cover: { sizes: { large: '/sample-images/fx-cover.jpg' } },
      image: { sizes: { medium: 'https://cdn.example/fx.jpg' } },
      service_category: [
        { value: 'fx-digital', label: TEXT[language].digital },
        { value: 'fx-health', label: TEXT[language].health },
      ],
      invoices: true,
      links: [
        { acf_fc_layout: 'pdf', name: 'Guide', url: '/sample-files/fx-guide.pdf' },
        { acf_fc_layout: 'external_link', name: 'Site', url: 'https://fx.example' },
        { acf_fc_layout: 'unknown', name: 'Dropped', url: 'https://fx.example/dropped' },
      ],
      faq: [{ faq_ask: 'Q', faq_answer: 'A' }],
      form: { form_title: 'Write to us', form_activation: true, form_email_receiver: 'fx@fx.example' },
      gform: { gform: 3, gform_activation: false },
    }),
  });
  const campusFirst = await insertService(db, 'fx-campus-first', {
    slug: 'fx-campus-first',
    path: 'fx-campus-first',
    menuOrder: 1,
    houseId: null,
    parentService: null,
    parentHousePage: null,
    acf: () => ({}),
  });
  const campusChild = await insertService(db, 'fx-campus-child', {
    slug: 'fx-campus-child',
    path: 'fx-campus-root/fx-campus-child',
    menuOrder: 0,
    houseId: null,
    parentService: campusRoot,
    parentHousePage: null,
    acf: digital,
  });
  const campusGrandchild = await insertService(db, 'fx-campus-grandchild', {
    slug: 'fx-campus-grandchild',
    path: 'fx-campus-root/fx-campus-child/fx-campus-grandchild',
    menuOrder: 0,
    houseId: null,
    parentService: campusChild,
    parentHousePage: null,
    acf: digital,
  });

  const houseRoot = await insertService(db, 'fx-house-root', {
    slug: 'fx-house-root',
    path: 'fx-house-root',
    menuOrder: 0,
    houseId,
    parentService: null,
    parentHousePage: mainPage,
    acf: () => ({}),
  });
  const houseChild = await insertService(db, 'fx-house-child', {
    slug: 'fx-house-child',
    path: 'fx-house-root/fx-house-child',
    menuOrder: 0,
    houseId,
    parentService: houseRoot,
    parentHousePage: null,
    acf: () => ({}),
  });
  const houseGrandchild = await insertService(db, 'fx-house-grandchild', {
    slug: 'fx-house-grandchild',
    path: 'fx-house-root/fx-house-child/fx-house-grandchild',
    menuOrder: 0,
    houseId,
    parentService: houseChild,
    parentHousePage: null,
    acf: () => ({}),
  });

  const { id: serviceTermId } = await one<{ id: number }>(
    db,
    `INSERT INTO service_terms (slug, name, acf) VALUES ('fx-term', 'Fixture service', $1::jsonb) RETURNING id`,
    [
      JSON.stringify({
        label: [
          { lang: 'fr', value: 'Service fixture' },
          { lang: 'en', value: 'Fixture service' },
        ],
        image: { url: '/sample-images/fx-term.png', sizes: { thumbnail: '/sample-images/fx-term-150.png' } },
      }),
    ],
  );
  // One news item in two languages: the term's count is 1.
  for (const language of LANGUAGES) {
    await db.query(
      `INSERT INTO posts (language, translation_group, slug, date, modified, title, service)
       VALUES ($1, 'fx-term-news', 'fx-term-news', now(), now(), 'News', $2::jsonb)`,
      [language, JSON.stringify({ slug: 'fx-term', name: 'Fixture service' })],
    );
  }

  return {
    houseId,
    bareHouseId,
    mainPage,
    subPage,
    bareMainPage,
    campus: { first: campusFirst, root: campusRoot, child: campusChild, grandchild: campusGrandchild },
    house: { root: houseRoot, child: houseChild, grandchild: houseGrandchild },
    serviceTermId,
  };
}

export interface BillingFixture {
  /** The owner's invoices, newest first: the newer has a PDF part and an empty part. */
  own: { newer: number; older: number; pdfPart: number; emptyPart: number };
  /** Another person's invoice and part. */
  other: { invoice: number; part: number };
}

async function insertInvoice(
  db: Queryable,
  account: string,
  number: string,
  issueDate: string,
  content: Buffer,
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO sample_billing_invoices (account, number, issue_date, filename, content)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [account, number, issueDate, `${number}.pdf`, content],
  );
  return id;
}

async function insertPart(
  db: Queryable,
  invoiceId: number,
  number: string,
  title: string,
  content: Buffer,
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO sample_billing_invoice_parts (invoice_id, number, title, filename, content)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [invoiceId, number, title, `${number}.pdf`, content],
  );
  return id;
}

/**
 * Billing accounts for `owner` and `other` and none for `withoutAccount` (whatever the seed gave them), with
 * invoices in the sample billing source.
 */
export async function insertBillingFixture(
  db: Queryable,
  users: { owner: number; other: number; withoutAccount: number },
): Promise<BillingFixture> {
  await db.query('UPDATE users SET billing_account = NULL WHERE id = ANY($1::int[])', [
    [users.owner, users.other, users.withoutAccount],
  ]);
  await db.query("UPDATE users SET billing_account = 'fx-account-owner' WHERE id = $1", [users.owner]);
  await db.query("UPDATE users SET billing_account = 'fx-account-other' WHERE id = $1", [users.other]);
  // Inserted oldest last, so "newest first" is the service's doing.
  const newer = await insertInvoice(db, 'fx-account-owner', 'FX-2025-0003', '2025-03-10', FIXTURE_PDF);
  const older = await insertInvoice(db, 'fx-account-owner', 'FX-2024-0011', '2024-11-02', FIXTURE_PDF);
  const pdfPart = await insertPart(db, newer, 'FX-T-1', 'Laundry ticket', FIXTURE_PDF);
  const emptyPart = await insertPart(db, newer, 'FX-T-2', 'Parking ticket', Buffer.alloc(0));
  const otherInvoice = await insertInvoice(db, 'fx-account-other', 'FX-2025-0004', '2025-01-05', FIXTURE_PDF);
  const otherPart = await insertPart(db, otherInvoice, 'FX-T-3', 'Other ticket', FIXTURE_PDF);
  return { own: { newer, older, pdfPart, emptyPart }, other: { invoice: otherInvoice, part: otherPart } };
}
