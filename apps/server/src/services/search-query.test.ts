import { describe, expect, it } from 'vitest';
import { prefixTsquery } from './search-query.ts';

describe('prefixTsquery: the text as prefix words (issue #13, type-ahead)', () => {
  it('makes every word a required prefix', () => {
    expect(prefixTsquery('biblio')).toBe('biblio:*');
    expect(prefixTsquery('  Maison   du Brésil ')).toBe('Maison:* & du:* & Brésil:*');
  });

  it('keeps letters and digits of any script only, so no tsquery syntax gets through', () => {
    expect(prefixTsquery("'a':* & !b | (c) <-> d")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsquery('salle 101')).toBe('salle:* & 101:*');
    expect(prefixTsquery('!!! ---')).toBeNull();
  });

  it("drops one-letter words (the d of d'année) unless they are all there is", () => {
    expect(prefixTsquery("fin d'année")).toBe('fin:* & année:*');
    expect(prefixTsquery('a b')).toBe('a:* & b:*');
  });

  it('uses at most 8 words', () => {
    expect(prefixTsquery('w1 w2 w3 w4 w5 w6 w7 w8 w9 w10')?.split(' & ')).toHaveLength(8);
  });
});
