import { describe, expect, it } from 'vitest';
import { interestsLine } from './interests-line.ts';

describe('settings interests line (spec §2.12: at most three names, then an ellipsis)', () => {
  it('lists up to three names', () => {
    expect(interestsLine(['Music', 'Hiking', 'Cinema'])).toBe('Music, Hiking, Cinema');
    expect(interestsLine(['Music'])).toBe('Music');
  });
  it('adds an ellipsis after the third name when there are more', () => {
    expect(interestsLine(['Music', 'Hiking', 'Cinema', 'Dance'])).toBe('Music, Hiking, Cinema…');
  });
  it('is empty without interests', () => {
    expect(interestsLine([])).toBe('');
  });
});
