import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export interface ShapeCheckOptions {
  /**
   * Whether the answer is compared with its schema. Development and tests only (import.meta.env.DEV): a
   * field the server renamed or dropped shows up at once, while production pays nothing for the check.
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
 * The answer of `path`, checked against its wire schema from packages/domain. A schema of `null` means
 * the shared schema does not exist yet: the answer passes unchecked. A mismatch is an error of that call,
 * shown as the screen's error state, never a crash further down.
 */
export function expectShape<T>(
  schema: TSchema | null,
  data: unknown,
  path: string,
  { checkSchema = import.meta.env.DEV }: ShapeCheckOptions = {},
): T {
  if (checkSchema && schema !== null && !Value.Check(schema, data))
    throw new Error(`${path} answered an unexpected shape: ${describeErrors(schema, data)}`);
  return data as T;
}

/**
 * A WordPress list endpoint answers a JSON array, in every build: anything else (a misconfigured proxy's
 * HTML page, an object) is an error of that call. Each item is checked against `itemSchema` as above.
 */
export function expectListOf<T>(
  itemSchema: TSchema | null,
  data: unknown,
  path: string,
  options: ShapeCheckOptions = {},
): T[] {
  if (!Array.isArray(data)) throw new Error(`${path} did not answer a list`);
  data.forEach((item: unknown, index) => {
    expectShape<T>(itemSchema, item, `${path} [${String(index)}]`, options);
  });
  return data as T[];
}
