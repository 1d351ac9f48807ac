import { Validator } from '@cfworker/json-schema';
import type { PortalConfig } from '@campus/domain/portal-config';
import { Check as isCompletePortalConfig } from 'virtual:schema-check/portal-config';
import portalConfigSchema from 'virtual:schema-json/portal-config';
import { PortalConfigError } from './env.ts';

/**
 * What lib/env.ts loads when the configuration fails its build-time check: the schema's defaults are filled
 * in (an absent accountUrl is null) and, if that is not enough, the first wrong field is named. The schema
 * comes as plain JSON Schema written at build time and is read by @cfworker/json-schema: TypeBox's own
 * engine would bring its schema builder into every page's chunks (issue #20, build/standalone-schema-check.ts).
 */

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

const schema = portalConfigSchema as JsonSchema;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with each absent property that has a default set to it; the caller's object is kept. */
function withDefaults(value: unknown, at: JsonSchema): unknown {
  if (!isRecord(value) || at.properties === undefined) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, property] of Object.entries(at.properties)) {
    if (key in copy) copy[key] = withDefaults(copy[key], property);
    else if ('default' in property) copy[key] = structuredClone(property.default);
  }
  return copy;
}

/** The value and the schema at a JSON pointer of the instance (`#/oidc`), for a missing-property message. */
function at(pointer: string, value: unknown): { value: unknown; schema: JsonSchema | undefined } {
  let current: { value: unknown; schema: JsonSchema | undefined } = { value, schema };
  for (const key of pointer.split('/').slice(1)) {
    current = {
      value: isRecord(current.value) ? current.value[key] : undefined,
      schema: current.schema?.properties?.[key],
    };
  }
  return current;
}

/** The first thing wrong with the configuration, named by its path (`config.oidc.authority`). */
function firstProblem(config: unknown): string {
  const { errors } = new Validator(schema, '2020-12', false).validate(config);
  // The validator reports each enclosing object too ("properties"); the innermost error says what is wrong.
  const error = errors.find((candidate) => candidate.keyword !== 'properties') ?? errors[0];
  if (error === undefined) return 'config does not match the portal configuration schema';
  const path = `config${error.instanceLocation.slice(1).replaceAll('/', '.')}`;
  if (error.keyword === 'format') return `${path} must be an absolute URL`;
  if (error.keyword === 'minLength' || error.keyword === 'pattern')
    return `${path} must be a non-empty string`;
  if (error.keyword === 'required') {
    const { value, schema: object } = at(error.instanceLocation, config);
    const missing = (object?.required ?? []).filter((key) => !isRecord(value) || !(key in value));
    return `${path}.${missing.join(', ')} must be set`;
  }
  return `${path} is not valid: ${error.error}`;
}

/** The configuration with its defaults filled in, or a PortalConfigError naming the first wrong field. */
export function completePortalConfig(raw: unknown): PortalConfig {
  const config = withDefaults(raw, schema);
  if (isCompletePortalConfig(config)) return config;
  throw new PortalConfigError(firstProblem(config));
}
