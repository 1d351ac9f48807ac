import { describe, expect, it } from 'vitest';
import { slugAsTyped, slugify } from './slug.ts';
import { SLUG_PATTERN } from './staff.ts';

describe('slugs (issue #33: cleaned as they are typed)', () => {
  it('makes a WordPress-like slug of a name: accents dropped, words joined by single dashes', () => {
    expect(slugify('Économie & Société ')).toBe('economie-societe');
    expect(slugify('  Fête de la musique !')).toBe('fete-de-la-musique');
  });

  it('cleans the slug field at each keystroke, keeping a dash just typed for the next word', () => {
    expect(slugAsTyped('Soirée Samba')).toBe('soiree-samba');
    expect(slugAsTyped('soiree ')).toBe('soiree-');
    expect(slugAsTyped('soiree--')).toBe('soiree-');
    expect(slugAsTyped(' -Été')).toBe('ete');
  });

  it('always gives what the server accepts once finished', () => {
    const pattern = new RegExp(SLUG_PATTERN);
    for (const typed of ['Soirée Samba!', 'a--b', 'Ça va ?', 'x_y.z']) {
      expect(slugify(slugAsTyped(typed))).toMatch(pattern);
    }
  });
});
