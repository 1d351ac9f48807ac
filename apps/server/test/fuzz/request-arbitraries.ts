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
    case 'array': {
      const item = shaped(schema.items ?? {}, depth + 1);
      // A list naming the same item twice, which a set-like field must refuse, not fail on.
      return fc.oneof(
        fc.array(item, { maxLength: 3 }),
        item.map((value) => [value, value]),
      );
    }
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

/** Whether a schema names a stored row: an integer id from 1, or a union that offers one (a term id). */
function isIdSchema(schema: JsonSchema): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return alternatives.some(isIdSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === 'integer' && (schema.minimum ?? 0) >= 1;
}

/** Text the schema's bounds and pattern accept (fast-check writes strings for a regular expression). */
function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] }).filter(fits);
  if (schema.pattern === undefined) return fc.string({ minLength, maxLength });
  const pattern = new RegExp(schema.pattern, 'u');
  let matching: fc.Arbitrary<string>;
  try {
    matching = fc.stringMatching(pattern);
  } catch {
    // A pattern fast-check cannot write strings for (a lookahead): the usual values that fit it.
    const usual = ['', 'a', '1', '/news', 'https://portal.example/x'].filter((text) => pattern.test(text));
    matching = usual.length > 0 ? fc.constantFrom(...usual) : fc.constant('');
  }
  return matching
    .map((text) =>
      text.length > maxLength && pattern.test(text.slice(0, maxLength)) ? text.slice(0, maxLength) : text,
    )
    .filter(fits);
}

/**
 * A value the schema accepts (required properties present, bounds, enums and patterns kept), so the request
 * gets past validation and reaches the services and the database. A list often names one item twice, and
 * ids are small, so they mostly name rows of the sample campus (houses, tags, forms…): a set-like field that
 * reached an insert with a duplicate failed on a unique key (issue #27: houses [3,3] answered 500).
 * With `repeatIds`, every list of ids names one id twice, and is always sent.
 */
export function valid(
  schema: JsonSchema,
  options: { repeatIds?: boolean } = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = (child: JsonSchema) => valid(child, options, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) return fc.oneof(...alternatives.map(inner));
  // A type list (Nullable: ["integer", "null"]) is any of its types.
  if (Array.isArray(schema.type) && schema.type.length > 1) {
    return fc.oneof(...schema.type.map((type) => inner({ ...schema, type })));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = Math.max(min, Math.min(schema.maximum ?? 50, 50));
      // Mostly the first few ids, which exist in every table of the sample campus.
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 4) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'string':
      return validText(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const itemSchema = schema.items ?? {};
      const twice = inner(itemSchema).map((item) => [item, item]);
      if (options.repeatIds === true && isIdSchema(itemSchema)) return twice;
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      const list = fc.array(inner(itemSchema), { minLength, maxLength });
      return maxLength < 2 ? list : fc.oneof(list, twice);
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const sent = properties
        .filter(
          ([name, property]) => required.has(name) || (options.repeatIds === true && holdsIdList(property)),
        )
        .map(([name]) => name);
      return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, inner(property)])), {
        requiredKeys: sent,
      });
    }
    case undefined:
    default:
      return fc.constant(null);
  }
}

/** Whether a value of this schema holds a list of ids somewhere (itself, a property, an alternative). */
function holdsIdList(schema: JsonSchema): boolean {
  if (schema.type === 'array' && isIdSchema(schema.items ?? {})) return true;
  if ((schema.anyOf ?? schema.oneOf ?? []).some(holdsIdList)) return true;
  return Object.values(schema.properties ?? {}).some(holdsIdList);
}

/**
 * The parameters a body's lists of ids are named by in a 400 (http/wp-errors.ts): the top-level field, or
 * the field inside `acf` for an ACF update.
 */
export function idListParameters(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (name === 'acf') return idListParameters(property);
    return holdsIdList(property) ? [name] : [];
  });
}

/**
 * A body shaped like the schema with one field replaced by a hostile value, a body the schema accepts (so
 * the services' rules and the database's constraints meet generated input too), or anything at all.
 */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const oneBadField = fc
    .tuple(shaped(schema), fc.string({ maxLength: 12 }), hostileJson, fc.nat())
    .map(([value, extraKey, bad, pick]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      const key = keys.length === 0 ? extraKey : (keys[pick % keys.length] ?? extraKey);
      return { ...value, [key]: bad };
    });
  return fc.oneof(
    { weight: 3, arbitrary: oneBadField },
    { weight: 2, arbitrary: valid(schema) },
    { weight: 1, arbitrary: hostileJson },
  );
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
    ...operation.pathParams.map((name) => {
      const schema = operation.pathSchemas[name];
      return fc.oneof(
        { weight: 1, arbitrary: plausibleId },
        { weight: 3, arbitrary: hostileText },
        // A value the route accepts (a content type of the staff console…), so its handler is reached.
        { weight: schema === undefined ? 0 : 2, arbitrary: valid(schema ?? {}).map(String) },
      );
    }),
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

/**
 * A request whose JSON body the schema accepts except that each of its lists of ids names one id twice
 * (issue #27), with path values their schemas accept: the request reaches validation, and the services when
 * the schema lets it through.
 */
export function repeatedIdsRequestFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathValues = fc.tuple(
    ...operation.pathParams.map((name) => {
      const schema = operation.pathSchemas[name];
      return schema === undefined ? plausibleId : valid(schema).map(String);
    }),
  );
  const body = valid(operation.body?.schema ?? {}, { repeatIds: true });
  return fc.tuple(pathValues, body).map(([values, sent]) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? ''));
    return {
      method: operation.method,
      url: path,
      payload: { contentType: 'application/json', body: JSON.stringify(sent) },
    };
  });
}
