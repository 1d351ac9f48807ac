import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from './db.ts';

/**
 * Migration 010 (issue #13): the database matches without accents, and stems French and English, on PGlite
 * and on PostgreSQL alike — the ground the global search is built on.
 */
describe('accent-insensitive matching and the campus text search configurations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  const matches = async (config: 'campus_fr' | 'campus_en', text: string, query: string) => {
    const [row] = await db.query<{ hit: boolean }>(
      'SELECT to_tsvector($1::regconfig, $2) @@ plainto_tsquery($1::regconfig, $3) AS hit',
      [config, text, query],
    );
    return row?.hit;
  };

  it('removes accents in an immutable function, usable in indexes', async () => {
    const [row] = await db.query<{ plain: string; volatility: string }>(
      `SELECT campus_unaccent('Inês Gonçalves, élève à Noël') AS plain,
         (SELECT provolatile FROM pg_proc WHERE proname = 'campus_unaccent') AS volatility`,
    );
    expect(row).toEqual({ plain: 'Ines Goncalves, eleve a Noel', volatility: 'i' });
  });

  it('stems French and ignores accents both ways ("résidences" finds "résidence")', async () => {
    expect(await matches('campus_fr', 'La résidence ouvre ses portes', 'résidences')).toBe(true);
    expect(await matches('campus_fr', 'Les résidences du campus', 'residence')).toBe(true);
    expect(await matches('campus_fr', 'Fête de fin d’année', 'fete')).toBe(true);
    expect(await matches('campus_fr', 'La bibliothèque', 'cantine')).toBe(false);
  });

  it('stems English and ignores accents ("libraries" finds "library", "cafe" finds "café")', async () => {
    expect(await matches('campus_en', 'The library is open late', 'libraries')).toBe(true);
    expect(await matches('campus_en', 'Meet at the café', 'cafe')).toBe(true);
  });

  it('keeps the words a stop-word list would drop, so that a typed prefix finds them (issue #29)', async () => {
    const prefix = async (config: 'campus_fr' | 'campus_en', text: string, word: string) => {
      const [row] = await db.query<{ hit: boolean }>(
        "SELECT to_tsvector($1::regconfig, $2) @@ to_tsquery($1::regconfig, $3 || ':*') AS hit",
        [config, text, word],
      );
      return row?.hit;
    };
    expect(await prefix('campus_fr', 'Maison du Brésil', 'ma')).toBe(true);
    expect(await prefix('campus_fr', 'Maison du Brésil', 'mais')).toBe(true);
    expect(await prefix('campus_fr', 'La laverie', 'la')).toBe(true);
    expect(await prefix('campus_fr', 'Le Wi-Fi arrive', 'le')).toBe(true);
    expect(await prefix('campus_en', 'The Imaginary Invalid', 'the')).toBe(true);
    expect(await prefix('campus_en', 'Theatre night', 'the')).toBe(true);
    expect(await prefix('campus_en', 'A quiet evening', 'the')).toBe(false);
  });

  it("keeps each person's name without accents or case for the directory", async () => {
    const [row] = await db.query<{ search_name: string }>(
      "SELECT search_name FROM users WHERE username = 'ines.silva'",
    );
    expect(row?.search_name).toBe('ines silva');
  });
});
