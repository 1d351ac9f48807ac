/**
 * Building blocks of the wire contract (spec §7), shared by every schema in this package: the bounded
 * scalars a request may carry and the WordPress conventions every list and error follows. Bounds live here
 * once, so no value outside them reaches the server's SQL (ids are PostgreSQL integers: 32-bit).
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Largest PostgreSQL `integer`: every id and count a request names fits in it. */
export const MAX_INT32 = 2_147_483_647;
/** WordPress pages past this are refused up front (a real list never has that many pages). */
export const MAX_PAGE = 100_000;

/** An id of a stored row: 1 … 2³¹ − 1. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_INT32 });

/**
 * Text a person or a client may send: no NUL and no other control characters (C0 except tab, line feed and
 * carriage return; DEL; C1), which PostgreSQL refuses or which only attack log and HTML readers.
 */
export const SAFE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
export const SafeTextSchema = (options: { minLength?: number; maxLength?: number } = {}) =>
  Type.String({ pattern: SAFE_TEXT_PATTERN, maxLength: 2000, ...options });

/**
 * Plain text the portal serves where a client may render HTML (a title's `title.rendered`, an FAQ question):
 * safe text without `<` or `>`, so it can never open a tag (issue #27). Refused on save rather than escaped
 * on output: the web app, the ICS export, the search and the pushes all show these as text, and an escaped
 * title would have to be decoded again by each of them (or would show `&amp;` to residents), while a title
 * without angle brackets reads the same whether a client treats it as text or as HTML.
 */
export const PLAIN_TEXT_PATTERN = '^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
export const PlainTextSchema = (options: { minLength?: number; maxLength?: number } = {}) =>
  Type.String({ pattern: PLAIN_TEXT_PATTERN, maxLength: 2000, ...options });

/** `include=1,2,3`, `filter[tax-tag]=4,5`: comma-separated ids of 1 to 10 digits (range checked on use). */
export const IdListParamSchema = Type.String({ pattern: '^\\s*[1-9]\\d{0,9}(\\s*,\\s*[1-9]\\d{0,9})*\\s*$' });

/** `slug=a,b`: comma-separated non-empty items without control characters. */
export const ListParamSchema = Type.String({
  pattern: '^[^,\\u0000-\\u001F\\u007F-\\u009F]+(,[^,\\u0000-\\u001F\\u007F-\\u009F]+)*$',
  maxLength: 2000,
});

/**
 * The content language (`wpml_language`, spec §7: the first part of the locale). An enum rather than a
 * union of literals: the response serialiser checks an anyOf on every value, an enum costs nothing.
 */
export const LanguageSchema = Type.Enum(['fr', 'en']);

/** A path's `{id}`: one record, by its id (the endpoint declarations of every area). */
export const IdParamsSchema = Type.Object({ id: IdSchema });

/** `?wpml_language=`: the language an answer is written in (spec §7). */
export const LanguageQuerySchema = Type.Object({ wpml_language: Type.Optional(LanguageSchema) });

/**
 * `T` or null, as a JSON Schema type list (`["object", "null"]`) rather than anyOf, for the same reason: a
 * list of 100 items would pay the anyOf 100 times in the serialiser. For schemas with a single `type`.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** WordPress paging: `page` from 1, `per_page` from 1 to 100. */
export const PagingQuerySchema = (defaultPerPage = 10) =>
  Type.Object({
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
    per_page: Type.Integer({ minimum: 1, maximum: 100, default: defaultPerPage }),
  });
export type PagingQuery = Static<ReturnType<typeof PagingQuerySchema>>;

/** Ids of an id-list parameter, or null when absent; items outside 1 … 2³¹ − 1 are refused by the caller. */
export function parseIdList(value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  return [...new Set(value.split(',').map((part) => Number(part.trim())))];
}

export function isInt32Id(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_INT32;
}

/**
 * A file a client uploads: a browser's Blob or File, named by its shape (this package has no DOM types).
 */
export interface UploadedFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * A request body that is the raw bytes of a file rather than JSON (an image upload, WordPress style): the
 * client sends its Blob as is, typed by the file's own Content-Type. The route says which media types it
 * takes (`consumes`) and reads the bytes with its own content-type parser; request validation leaves such a
 * body to the route, which checks the bytes themselves (apps/server/src/http/validation.ts).
 */
export const BinaryBodySchema = (description: string) =>
  Type.Unsafe<UploadedFile>({ type: 'string', format: 'binary', description });

/** Whether `schema` is a BinaryBodySchema. */
export function isBinaryBodySchema(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    'format' in schema &&
    schema.format === 'binary' &&
    'type' in schema &&
    schema.type === 'string'
  );
}
