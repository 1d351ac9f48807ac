import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations.ts';

/** Values that have broken servers before: out-of-range numbers, control characters, odd lists, injections. */
const HOSTILE_TEXT = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1e20',
  '-1',
  '0',
  '1.5',
  '',
  ' ',
  'NaN',
  'Infinity',
  '0x10',
  '\u0000',
  'a\u0000b',
  'a\u0001b',
  '\u007f',
  '\u0085',
  '١٢٣',
  '9'.repeat(40),
  ',',
  '1,,2',
  '1,2147483648',
  '1, 2 ,3',
  'null',
  'true',
  '[]',
  '{}',
  "'; DROP TABLE users;--",
  '../../etc/passwd',
  'é',
  '😀',
  'x'.repeat(3000),
  '%',
];

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

/** A small valid id, so some requests get past validation and reach the services. */
export const plausibleId = fc.integer({ min: 1, max: 40 }).map(String);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(2147483648, -1, 0, 1.5, 1e20, Number.MAX_SAFE_INTEGER + 2, null, true, '', [], {}),
  hostileText,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** A value shaped like the schema (so most of a body is plausible), recursing a few levels. */
function shaped(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant(null);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => shaped(alternative, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 50, 50) }),
        hostileJson,
      );
    case 'number':
      return fc.double({ noNaN: true });
    case 'string':
      return fc.oneof(fc.string({ maxLength: 20 }), plausibleId, hostileText);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, shaped(property, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    case undefined:
    default:
      return hostileJson;
  }
}

/** A body shaped like the schema with one field replaced by a hostile value, or anything at all. */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const oneBadField = fc
    .tuple(shaped(schema), fc.string({ maxLength: 12 }), hostileJson, fc.nat())
    .map(([value, extraKey, bad, pick]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      const key = keys.length === 0 ? extraKey : (keys[pick % keys.length] ?? extraKey);
      return { ...value, [key]: bad };
    });
  return fc.oneof({ weight: 3, arbitrary: oneBadField }, { weight: 1, arbitrary: hostileJson });
}

export interface GeneratedRequest {
  method: Operation['method'];
  url: string;
  /** The raw payload and its content type, when one is sent. */
  payload: { contentType: string; body: string } | null;
}

const EXTRA_QUERY_NAMES = [
  'page',
  'per_page',
  'include',
  'filter[tax-tag]',
  'filter[tax-house]',
  'slug',
  'search',
  // Bracketed names, as a client serialising arrays and objects would send them where scalars belong.
  'include[]',
  'page[0]',
  'filter[tax-tag][]',
  'filter[]',
  'filter',
];

function encodeQuery(pairs: [string, string][], rawPercent: boolean): string {
  const encoded = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  // Now and then, a malformed percent-encoding as a client could send it.
  if (rawPercent) encoded.push('broken=%E0%A4%A');
  return encoded.length === 0 ? '' : `?${encoded.join('&')}`;
}

export function requestFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathValues = fc.tuple(
    ...operation.pathParams.map(() =>
      fc.oneof({ weight: 1, arbitrary: plausibleId }, { weight: 3, arbitrary: hostileText }),
    ),
  );
  const queryNames = [
    ...new Set([...operation.queryParams.map((parameter) => parameter.name), ...EXTRA_QUERY_NAMES]),
  ];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), fc.oneof(plausibleId, hostileText)), {
    maxLength: 4,
  });
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const payload: fc.Arbitrary<GeneratedRequest['payload']> = takesBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: bodyFor(operation.body?.schema ?? {}).map((body) => ({
            contentType: 'application/json',
            body: JSON.stringify(body === undefined ? null : body),
          })),
        },
        { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', body: '{"acf": ' }) },
        {
          weight: 1,
          arbitrary: fc.string({ maxLength: 40 }).map((body) => ({
            contentType: operation.body?.contentType ?? 'text/plain',
            body,
          })),
        },
      )
    : fc.constant(null);
  return fc
    .record({
      pathValues,
      query,
      rawPercent: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
      payload,
    })
    .map(({ pathValues: values, query: pairs, rawPercent, payload: sent }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? ''));
      return { method: operation.method, url: `${path}${encodeQuery(pairs, rawPercent)}`, payload: sent };
    });
}
