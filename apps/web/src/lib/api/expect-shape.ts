import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The wire shape of a `T` answered by the API: its TypeBox schema from packages/domain, or `null` (the
 * answer then passes unchecked). Each feature lists its shapes in one module,
 * `features/<area>/api/<area>-schemas.ts`, as `{ schema: import.meta.env.DEV ? XSchema : null }`: answers
 * are checked in development and tests only, and a production build then drops the schemas and TypeBox
 * from the pages' chunks (issue #20, ADR 018).
 */
export interface WireShape<T> {
  readonly schema: TSchema | null;
  /** Never set: carries the static type the schema describes. */
  readonly type?: T;
}

export interface ShapeCheckOptions {
  /**
   * Whether the answer is compared with its schema. Development and tests only (import.meta.env.DEV): a
   * field the server renamed or dropped shows up at once, while production pays nothing for the check
   * (and has no schema to check with).
   */
  checkSchema?: boolean;
}

const MAX_REPORTED_ERRORS = 5;

function describeErrors(schema: TSchema, data: unknown): string {
  return Value.Errors(schema, data)
    .slice(0, MAX_REPORTED_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
}

/**
 * The answer of `path`, checked against its wire shape. A mismatch is an error of that call, shown as the
 * screen's error state, never a crash further down.
 */
export function expectShape<T>(
  shape: WireShape<T>,
  data: unknown,
  path: string,
  { checkSchema = import.meta.env.DEV }: ShapeCheckOptions = {},
): T {
  const { schema } = shape;
  if (import.meta.env.DEV && checkSchema && schema !== null && !Value.Check(schema, data))
    throw new Error(`${path} answered an unexpected shape: ${describeErrors(schema, data)}`);
  return data as T;
}

/**
 * A WordPress list endpoint answers a JSON array, in every build: anything else (a misconfigured proxy's
 * HTML page, an object) is an error of that call. Each item is checked against `itemShape` as above.
 */
export function expectListOf<T>(
  itemShape: WireShape<T>,
  data: unknown,
  path: string,
  options: ShapeCheckOptions = {},
): T[] {
  if (!Array.isArray(data)) throw new Error(`${path} did not answer a list`);
  return data.map((item: unknown, index) =>
    expectShape(itemShape, item, `${path} [${String(index)}]`, options),
  );
}
