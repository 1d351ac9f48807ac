import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { BinaryBodySchema, isBinaryBodySchema } from './wire.ts';

describe('binary request bodies', () => {
  it('tells a raw file body from the JSON schemas request validation must still apply', () => {
    expect(isBinaryBodySchema(BinaryBodySchema('An image.'))).toBe(true);
    // Request validation leaves these bodies to the route: a JSON string must still be validated.
    expect(isBinaryBodySchema(Type.String())).toBe(false);
    expect(isBinaryBodySchema(Type.String({ format: 'date-time' }))).toBe(false);
    expect(isBinaryBodySchema(Type.Object({ format: Type.Literal('binary') }))).toBe(false);
    expect(isBinaryBodySchema(null)).toBe(false);
  });
});
