import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.ts';
import type { Db, Queryable } from './db.ts';

interface DerivedTable {
  table: string;
  /** A column neither generated nor an identity, which an UPDATE may set to itself. */
  plainColumn: string;
  generatedColumns: string[];
}

/** The tables of public whose rows the database derives something from: triggers or generated columns. */
async function tablesWithDerivedValues(db: Queryable): Promise<DerivedTable[]> {
  return db.query<DerivedTable>(
    `SELECT c.relname AS "table",
       (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = '' AND a.attidentity = '' ORDER BY a.attnum LIMIT 1) AS "plainColumn",
       ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attgenerated <> ''
          AND NOT a.attisdropped ORDER BY a.attnum) AS "generatedColumns"
     FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
       AND (EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal)
         OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attgenerated <> ''))
     ORDER BY 1`,
  );
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What the database derived: every generated value of every row, and the kept totals. */
async function derivedValues(
  db: Queryable,
  tables: readonly DerivedTable[],
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const { table, generatedColumns } of tables) {
    for (const column of generatedColumns) {
      const [row] = await db.query<{ digest: string }>(
        // By value: an UPDATE moves every row, so no physical order survives it.
        `SELECT md5(string_agg(${quoted(column)}::text, '|' ORDER BY ${quoted(column)}::text)) AS digest
         FROM public.${quoted(table)}`,
      );
      values[`${table}.${column}`] = row?.digest ?? '';
    }
  }
  const totals = await db.query<{ list: string; language: string; total: number }>(
    'SELECT list, language, total FROM public.list_totals ORDER BY list, language',
  );
  values['list_totals'] = JSON.stringify(totals);
  return values;
}

const contentVersions = (db: Queryable) =>
  db.query<{ kind: string; version: string }>(
    'SELECT kind, version FROM public.content_versions ORDER BY kind',
  );

/**
 * Migration 021 (issue #28): pg_dump's scripts and pg_restore run with an empty search_path, and an
 * operator's session may have any. The database's own functions (generated columns, triggers) must work
 * the same without one, or a backup does not restore.
 */
describe('the database functions under an empty search_path, as pg_restore runs them', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('rewrites every row of the tables with triggers or generated columns and derives the same values', async () => {
    const tables = await tablesWithDerivedValues(db);
    // The tables of migrations 010, 011, 015 and 020 at least.
    expect(tables.map(({ table }) => table)).toEqual(
      expect.arrayContaining([
        'posts',
        'events',
        'house_pages',
        'service_pages',
        'places',
        'users',
        'houses',
      ]),
    );
    const before = await derivedValues(db, tables);
    const versionsBefore = await contentVersions(db);

    const after = await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('search_path', '', true)");
      for (const { table, plainColumn } of tables) {
        await tx.query(`UPDATE public.${quoted(table)} SET ${quoted(plainColumn)} = ${quoted(plainColumn)}`);
      }
      return derivedValues(tx, tables);
    });

    expect(after).toEqual(before);
    expect(Object.values(after).every((digest) => digest !== '')).toBe(true);
    // The statement triggers ran: every kind of content saw a write.
    const versionsAfter = await contentVersions(db);
    for (const [index, { kind, version }] of versionsAfter.entries()) {
      expect(kind).toBe(versionsBefore[index]?.kind);
      expect(BigInt(version)).toBeGreaterThan(BigInt(versionsBefore[index]?.version ?? '0'));
    }
  });

  it('builds a search document without a search_path, as a restore fills the generated columns', async () => {
    const documentSql =
      "SELECT public.campus_search_document('fr', 'Les résidences', NULL, 'La bibliothèque')::text AS document";
    const withoutPath = await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('search_path', '', true)");
      return tx.query<{ document: string }>(documentSql);
    });
    const withPath = await db.query<{ document: string }>(documentSql);
    expect(withoutPath).toEqual(withPath);
    // Title words weigh A, body words C, positions run on from the title's.
    expect(withoutPath[0]?.document).toContain("'resident':2A");
    expect(withoutPath[0]?.document).toContain("'bibliothequ':4C");
  });
});
