import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';

/**
 * Migration 024 (issue #29): a database whose houses were saved before they had a label list gets one,
 * each language's name taken from the house's main page in that language.
 */
describe('migration 024: house labels from the main pages of existing houses', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('empty');
    await migrate(db);
  });
  afterAll(() => db.close());

  const insertHouse = async (name: string, slug: string, acf: object) => {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO houses (name, slug, acf) VALUES ($1, $2, $3::jsonb) RETURNING id',
      [name, slug, JSON.stringify(acf)],
    );
    return row!.id;
  };
  const insertMainPage = (houseId: number, language: 'fr' | 'en', title: string) =>
    db.query(
      `INSERT INTO house_pages (language, translation_group, house_id, slug, date, modified, title)
       VALUES ($1, $2, $3, 'accueil', now(), now(), $4)`,
      [language, `house-main:${houseId}`, houseId, title],
    );
  const labelOf = async (id: number) => {
    const [row] = await db.query<{ acf: Record<string, unknown> }>('SELECT acf FROM houses WHERE id = $1', [
      id,
    ]);
    return row!.acf;
  };

  it('fills the labels from the main pages, falls back to the name, and keeps a label already there', async () => {
    const argentine = await insertHouse("Maison de l'Argentine", 'maison-de-l-argentine', { main: false });
    await insertMainPage(argentine, 'fr', "Maison de l'Argentine");
    await insertMainPage(argentine, 'en', 'Argentine House');
    const withoutPages = await insertHouse('Maison du Japon', 'maison-du-japon', { common_name: 'Japon' });
    const labelled = await insertHouse('Maison du Brésil', 'maison-du-bresil', {
      label: [
        { lang: 'fr', value: 'Maison du Brésil' },
        { lang: 'en', value: 'Brazil House' },
      ],
    });
    const migration = (await readMigrations()).find((item) => item.version === '024');
    expect(migration?.name).toBe('024-house-labels.sql');

    await db.exec(migration!.sql);

    expect(await labelOf(argentine)).toEqual({
      main: false,
      label: [
        { lang: 'fr', value: "Maison de l'Argentine" },
        { lang: 'en', value: 'Argentine House' },
      ],
    });
    expect(await labelOf(withoutPages)).toEqual({
      common_name: 'Japon',
      label: [
        { lang: 'fr', value: 'Maison du Japon' },
        { lang: 'en', value: 'Maison du Japon' },
      ],
    });
    expect((await labelOf(labelled))['label']).toEqual([
      { lang: 'fr', value: 'Maison du Brésil' },
      { lang: 'en', value: 'Brazil House' },
    ]);
  });
});
