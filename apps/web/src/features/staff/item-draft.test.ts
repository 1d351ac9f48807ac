import { describe, expect, it } from 'vitest';
import { hasImageUploading, newItemDraft } from './item-draft.ts';

describe('an item draft with an image still uploading (issue #33)', () => {
  const withContent = (fr: string, en = '') => {
    const draft = newItemDraft([]);
    return { ...draft, fr: { ...draft.fr, content: fr }, en: { ...draft.en, content: en } };
  };

  it('is one whose text, in either language, holds an image with its pasted data: address', () => {
    expect(
      hasImageUploading(withContent('<p>a</p>', '<p><img src="data:image/png;base64,AAAA" alt=""></p>')),
    ).toBe(true);
    expect(hasImageUploading(withContent('<img alt="x" SRC="data:image/jpeg;base64,AA">'))).toBe(true);
  });

  it('is not one whose images have their media address', () => {
    expect(
      hasImageUploading(withContent('<p><img src="/wp-json/portal/v1/staff-media/3/a.jpg" alt="">data:</p>')),
    ).toBe(false);
    expect(hasImageUploading(withContent('<p>data: src="data:"</p>'))).toBe(false);
  });
});
