/**
 * Whether the database holds the whole schema the migrations create (issue #28): a backup restored in part
 * (pg_restore without --exit-on-error goes on past a failed table), or a schema an operator changed by hand,
 * must never be reported ready. One catalog query, cheap enough for a load balancer's every probe.
 */
import type { Queryable } from './db.ts';
import {
  EXPECTED_SCHEMA,
  SCHEMA_OBJECT_KINDS,
  type SchemaObjectKind,
  type SchemaObjects,
} from './migrations/expected-schema.ts';

/**
 * (kind, name) of every object of the kinds the check knows, in the public schema, where the migrations
 * create them. Triggers and foreign keys are named `table.name` (their names are per table), generated
 * columns `table.column`. Objects an extension brings (unaccent's and pg_trgm's functions) are not the
 * migrations' and are left out.
 */
const PRESENT_OBJECTS_SQL = `
  SELECT CASE c.relkind WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' ELSE 'table' END AS kind,
    c.relname::text AS name
  FROM pg_catalog.pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'i', 'S')
    AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
      WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'generated column', c.relname || '.' || a.attname
  FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
  WHERE c.relnamespace = 'public'::regnamespace AND a.attgenerated <> '' AND NOT a.attisdropped
  UNION ALL
  SELECT 'function', p.proname::text
  FROM pg_catalog.pg_proc p
  WHERE p.pronamespace = 'public'::regnamespace
    AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
      WHERE d.classid = 'pg_catalog.pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'trigger', c.relname || '.' || t.tgname
  FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
  WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
  UNION ALL
  SELECT 'foreign key', c.relname || '.' || k.conname
  FROM pg_catalog.pg_constraint k JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
  WHERE k.connamespace = 'public'::regnamespace AND k.contype = 'f'
  UNION ALL
  SELECT 'text search configuration', t.cfgname::text
  FROM pg_catalog.pg_ts_config t WHERE t.cfgnamespace = 'public'::regnamespace
  UNION ALL
  SELECT 'extension', e.extname::text FROM pg_catalog.pg_extension e`;

/**
 * What the database lacks of the schema the migrations create, as `kind name` ("table posts", "function
 * campus_search_document", "generated column events.search_document"), in the order `expected` lists them;
 * empty when it is complete. Objects the database has beyond them (an operator's own index) do not count.
 */
export async function findMissingSchema(
  db: Queryable,
  expected: SchemaObjects = EXPECTED_SCHEMA,
): Promise<string[]> {
  const wanted = SCHEMA_OBJECT_KINDS.flatMap((kind) => expected[kind].map((name) => ({ kind, name })));
  const rows = await db.query<{ kind: string; name: string }>(
    `SELECT wanted.kind, wanted.name
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS wanted(kind, name, position)
     WHERE NOT EXISTS (SELECT 1 FROM (${PRESENT_OBJECTS_SQL}) present
       WHERE present.kind = wanted.kind AND present.name = wanted.name)
     ORDER BY wanted.position`,
    [wanted.map(({ kind }) => kind), wanted.map(({ name }) => name)],
  );
  return rows.map(({ kind, name }) => `${kind} ${name}`);
}

/** Every object of the kinds the check knows that the database holds, by kind and name (the drift test). */
export async function listSchemaObjects(db: Queryable): Promise<SchemaObjects> {
  const rows = await db.query<{ kind: SchemaObjectKind; name: string }>(
    `SELECT kind, name FROM (${PRESENT_OBJECTS_SQL}) present ORDER BY kind, name COLLATE "C"`,
  );
  const objects = Object.fromEntries(SCHEMA_OBJECT_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    SchemaObjectKind,
    string[]
  >;
  for (const { kind, name } of rows) objects[kind].push(name);
  return objects;
}
