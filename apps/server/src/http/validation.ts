import { isBinaryBodySchema } from '@campus/domain/wire';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import fastUri from 'fast-uri';

/**
 * Request validation, configured once for every route. Query strings, path parameters and headers arrive
 * as text, so their values are coerced to the schema's types ('1' → 1, a single value → a one-item list);
 * JSON bodies already carry types, so nothing is coerced there: `show: "image"` where a list is expected is
 * refused, not quietly turned into ["image"]. Both report every error (allErrors), so a 400 names each bad
 * parameter (http/wp-errors.ts). allErrors costs more on hostile input only where a schema is unbounded:
 * packages/domain/src/wire.ts bounds every string, list and number a request carries.
 */
const SHARED: Options = {
  useDefaults: true,
  // Undeclared properties are dropped only where a schema says additionalProperties: false.
  removeAdditional: true,
  allErrors: true,
  uriResolver: fastUri,
  addUsedSchema: false,
};

function ajvWith(options: Options): Ajv {
  const ajv = new Ajv({ ...SHARED, ...options });
  addFormats(ajv);
  return ajv;
}

const textParts = ajvWith({ coerceTypes: 'array' });
const jsonBodies = ajvWith({ coerceTypes: false });

/**
 * A raw file body (an image upload: BinaryBodySchema) arrives as the Buffer its route's content-type parser
 * read: it has no JSON to validate, and its route checks the bytes (and answers 415 for anything else).
 */
const leftToTheRoute = () => true;

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  if (httpPart !== 'body') return textParts.compile(schema);
  return isBinaryBodySchema(schema) ? leftToTheRoute : jsonBodies.compile(schema);
};
