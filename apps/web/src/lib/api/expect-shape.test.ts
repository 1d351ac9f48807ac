import { Type, type Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import { expectListOf, expectShape, type WireShape } from './expect-shape.ts';

const TermSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
const term: WireShape<Static<typeof TermSchema>> = { schema: TermSchema };
const notYetShared: WireShape<unknown> = { schema: null };

describe('response shape check (answers compared with the shared wire schemas in development)', () => {
  it('returns an answer that matches its schema', () => {
    const answer: unknown = { id: 3, name: 'Music' };
    expect(expectShape(term, answer, '/wp/v2/tax-tag/3')).toEqual({ id: 3, name: 'Music' });
  });

  it('fails naming the call and the field when a field is missing or of the wrong type', () => {
    expect(() => expectShape(term, { id: '3' }, '/wp/v2/tax-tag/3')).toThrow(
      /\/wp\/v2\/tax-tag\/3 answered an unexpected shape: .*(\/id|name)/,
    );
  });

  it('lets any answer through when the schema does not exist yet (null)', () => {
    expect(expectShape(notYetShared, { anything: true }, '/portal/v1/x')).toEqual({ anything: true });
  });

  it('does not compare with the schema when the check is off (production builds)', () => {
    expect(expectShape(term, { id: 'x' }, '/wp/v2/tax-tag/3', { checkSchema: false })).toEqual({
      id: 'x',
    });
  });
});

describe('list answers', () => {
  it('refuses an answer that is not a list, in every build', () => {
    expect(() =>
      expectListOf(notYetShared, '<html>proxy error</html>', '/wp/v2/posts', { checkSchema: false }),
    ).toThrow('/wp/v2/posts did not answer a list');
    expect(() => expectListOf(term, { id: 1 }, '/wp/v2/tax-tag')).toThrow('did not answer a list');
  });

  it('checks every item and names the one that differs', () => {
    const answer = [
      { id: 1, name: 'Music' },
      { id: 2, title: 'Sport' },
    ];
    expect(() => expectListOf(term, answer, '/wp/v2/tax-tag')).toThrow(/\/wp\/v2\/tax-tag \[1\]/);
  });

  it('returns a list whose items all match', () => {
    const answer: unknown = [{ id: 1, name: 'Music' }];
    expect(expectListOf(term, answer, '/wp/v2/tax-tag')).toEqual([{ id: 1, name: 'Music' }]);
  });
});
