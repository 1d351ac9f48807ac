import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CAMPUS_DIR, SeedDataError, loadSampleCampus } from './load-sample-campus.ts';

/** The problems a broken copy of the data files is refused with. */
async function problemsOf(dir: string): Promise<readonly string[]> {
  const error: unknown = await loadSampleCampus(dir).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SeedDataError);
  return (error as SeedDataError).problems;
}

describe('loading the sample campus data files', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-campus-'));
    await cp(SAMPLE_CAMPUS_DIR, dir, { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function change(file: string, from: string | RegExp, to: string): Promise<void> {
    const text = await readFile(join(dir, file), 'utf8');
    const changed = text.replace(from, to);
    expect(changed, `${file} has ${String(from)}`).not.toBe(text);
    await writeFile(join(dir, file), changed);
  }

  it('reads every file of the repository as valid', async () => {
    const campus = await loadSampleCampus(dir);
    expect(campus.testAccounts.people.length).toBeGreaterThan(0);
    expect(campus.news.every((item) => item.content.startsWith('<'))).toBe(true);
  });

  /** A news item of the test's own, in English, with these front-matter lines. */
  async function writeNews(key: string, lines: string[]): Promise<void> {
    const front = ['slug: test-news', 'title: Test news', 'daysAgo: 1', "time: '09:00'", 'sticky: false'];
    const text = `---\n${[...front, ...lines, 'excerpt: <p>Test.</p>'].join('\n')}\n---\n<p>Test.</p>\n`;
    await writeFile(join(dir, 'news', `${key}.en.html`), text);
  }

  it('names the file and field of a value the schema refuses', async () => {
    await change('test-accounts.yaml', 'locale: en_US', 'locale: de_DE');
    await writeNews('bad-time', []);
    await change('news/bad-time.en.html', "time: '09:00'", "time: '9 am'");
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^test-accounts\.yaml: \/people\/\d+\/locale /),
        expect.stringMatching(/^news\/bad-time\.en\.html: \/time /),
      ]),
    );
  });

  it('names an unknown field, so a misspelt one is not silently ignored', async () => {
    await writeNews('misspelt', ['stiky: true']);
    expect(await problemsOf(dir)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^news\/misspelt\.en\.html: .*stiky/)]),
    );
  });

  it('refuses references to houses, tags, services, pictures and people that do not exist', async () => {
    await change('test-accounts.yaml', /- maison-de-l-argentine/, '- maison-de-nulle-part');
    await change('test-accounts.yaml', /from: camille\.dupont/, 'from: nobody.here');
    await writeNews('dangling', ['service: nobody', 'image: news/missing.svg', 'tags: [no-such-tag]']);
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown house maison-de-nulle-part'),
        'test-accounts.yaml: relation with unknown person nobody.here',
        'news/dangling.en.html: unknown service nobody (services.yaml)',
        'news/dangling.en.html: no picture public/sample-images/news/missing.svg',
        'news/dangling.en.html: unknown tag no-such-tag',
      ]),
    );
  });

  it('refuses staff roles that name what their role does not take, or nobody', async () => {
    await change('staff.yaml', 'house: maison-du-bresil', 'house: maison-de-nulle-part');
    await change('staff.yaml', 'role: campus-admin', 'role: campus-admin\n    house: maison-du-bresil');
    await change(
      'staff.yaml',
      'username: mehdi.benali\n    role: form-reader',
      'username: no.body\n    role: form-reader',
    );
    expect(await problemsOf(dir)).toEqual(
      expect.arrayContaining([
        'staff.yaml: chloe.moreau house-editor: no house maison-de-nulle-part',
        'staff.yaml: paul.durand campus-admin: a house editor or maintenance grant names one house, other roles none',
        'staff.yaml: no.body form-reader: no person no.body',
      ]),
    );
  });

  it('refuses a content file named without its language, and a page whose parent is missing', async () => {
    await writeFile(join(dir, 'news', 'Stray File.html'), '---\ntitle: x\n---\n<p>x</p>\n');
    await writeFile(
      join(dir, 'pages', 'orphan.en.html'),
      '---\nslug: orphan\ntitle: Orphan\nparent: no-such-page\nmenuOrder: 1\n---\n<p>Alone.</p>\n',
    );
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^news\/Stray File\.html: a content file is named/),
        'pages/orphan.en.html: no parent page no-such-page.en.html',
      ]),
    );
  });

  it('writes shared fields once: a language file repeating one is refused, and so is a lone shared file', async () => {
    // park-yoga's start time lives in events/park-yoga.yaml; the French file starts repeating it.
    await change('events/park-yoga.fr.html', /^---\n/, "---\nstartTime: '10:00'\n");
    await writeFile(join(dir, 'events', 'no-translations.yaml'), 'dayOffset: 1\n');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'events/park-yoga.fr.html: startTime already in events/park-yoga.yaml: write shared fields once',
        'events/no-translations.yaml: shared fields need both no-translations.fr.html and no-translations.en.html beside them',
      ]),
    );
  });

  it('names the file and field of a mistake in a house page or a service', async () => {
    await change('house-pages/maison-du-japon.yaml', 'icon: instagram', 'icon: myspace');
    await change('house-pages/maison-du-japon.en.html', /^---\n/, '---\nadress: 7C boulevard Jourdan\n');
    await change('campus-services/wifi.yaml', "color: '#0277bd'", 'color: blue');
    await change('house-services/laundry.fr.html', /^---\n/, '---\ninvoices: true\n');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^house-pages\/maison-du-japon\.(fr|en)\.html: \/links\/\d+\/icon /),
        expect.stringMatching(/^house-pages\/maison-du-japon\.en\.html: .*adress/),
        expect.stringMatching(/^campus-services\/wifi\.(fr|en)\.html: \/color /),
        expect.stringMatching(/^house-services\/laundry\.fr\.html: .*invoices/),
      ]),
    );
  });

  it('refuses house pages and services that do not hang together', async () => {
    await change(
      'house-pages/maison-du-japon-fresques.yaml',
      'parent: maison-du-japon',
      'parent: maison-du-bresil',
    );
    await change('house-pages/maison-du-bresil.yaml', 'house: maison-du-bresil', 'house: maison-du-perou');
    await change('campus-services/eduroam.yaml', 'parent: wifi', 'parent: no-such-service');
    await change('campus-services/restaurant.yaml', /categories:\n\s*- campus/, 'categories: [leisure]');
    await change('campus-services/invoices.en.html', 'slug: invoices', 'slug: my-invoices');
    // kitchens, in every house, moved under music-room, which three houses only offer.
    await change('house-services/kitchens.yaml', 'parent: shared-spaces', 'parent: music-room');
    await change('billing.yaml', 'kind: guest-night', 'kind: parking');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'house-pages/maison-du-japon-fresques.en.html: its parent maison-du-bresil is a page of another house',
        'house-pages/maison-du-bresil.fr.html: unknown house maison-du-perou',
        'house-pages: maison-du-bresil needs exactly one main page (no parent) in fr',
        'campus-services/eduroam.fr.html: no parent campus-services/no-such-service.fr.html',
        'campus-services/restaurant.en.html: unknown category leisure (service-categories.yaml)',
        'campus-services: one service has the slug invoices in both languages',
        'campus-services/invoices.en.html: the invoices service has the slug invoices and the category digital',
        'house-services/kitchens.fr.html: its houses must be among those of its parent music-room',
        'billing.yaml: R250417: unknown kind parking',
      ]),
    );
  });

  it("refuses a house main page titled otherwise than the house's name in its language (issue #29)", async () => {
    await change('house-pages/maison-du-japon.en.html', 'title: Japan House', 'title: The Japan House');
    await change('houses.yaml', 'en: Brazil House', 'en: House of Brazil');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `house-pages/maison-du-japon.en.html: its title must be the house's name "Japan House"`,
        `house-pages/maison-du-bresil.en.html: its title must be the house's name "House of Brazil"`,
      ]),
    );
  });

  it('refuses a billing account nobody holds and a holder without invoices', async () => {
    await change('test-accounts.yaml', 'billingAccount: R240589', 'billingAccount: R999999');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "billing.yaml: no invoices for R999999 (a person's billingAccount)",
        "billing.yaml: R240589 is nobody's billingAccount",
      ]),
    );
  });

  it('refuses a place of an unknown category or house, and a location naming a place that does not exist', async () => {
    await change('places.yaml', 'category: restaurants', 'category: bakeries');
    await change('places.yaml', 'house: maison-du-japon', 'house: maison-de-mars');
    await change('house-pages/maison-du-japon.en.html', 'place: japan-house', 'place: mars-house');
    await change('events/cooking-mezze.yaml', 'place: university-restaurant', 'place: moon-restaurant');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^places\.yaml: place .+: no category bakeries$/),
        'places.yaml: place japan-house: no house maison-de-mars',
        expect.stringMatching(/house-pages\/maison-du-japon\.en\.html: no place mars-house in places\.yaml$/),
        expect.stringMatching(
          /events\/cooking-mezze\.(en|fr)\.html: no place moon-restaurant in places\.yaml$/,
        ),
      ]),
    );
  });

  it('refuses a fixed-date rule without a date, a date on another rule, and a repeated task key', async () => {
    await change(
      'checklists.yaml',
      "start: { from: fixe_date, date: '01/10/{year}',",
      'start: { from: fixe_date,',
    );
    await change('checklists.yaml', 'end: { from: start_date,', 'end: { from: start_date, date: 01/01/2027,');
    await change('checklists.yaml', 'key: room-inventory', 'key: keys-and-badge');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'checklists.yaml: checklist insurance-renewal: its start counts from a fixed date but has no date',
        'checklists.yaml: checklist arrival: its end has a date but counts from start_date',
        'checklists.yaml: checklist arrival: two tasks have the key keys-and-badge',
      ]),
    );
  });

  it('refuses a notification to a house or a person that does not exist', async () => {
    await change('notifications.yaml', 'to: { house: maison-du-japon }', 'to: { house: maison-de-mars }');
    await change('notifications.yaml', 'to: { person: alice.martin }', 'to: { person: alice.nobody }');
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'notifications.yaml: notification japan-tea-ceremony: no house maison-de-mars',
        'notifications.yaml: notification parcel-alice: no person alice.nobody',
      ]),
    );
  });

  it('merges the shared fields into both translations', async () => {
    const campus = await loadSampleCampus(dir);
    const yoga = campus.events.filter((event) => event.key === 'park-yoga');
    expect(yoga.map((event) => event.language).sort()).toEqual(['en', 'fr']);
    expect(new Set(yoga.map((event) => event.meta.startTime))).toEqual(new Set(['09:00']));
    expect(new Set(yoga.map((event) => event.meta.title)).size).toBe(2);
  });
});
