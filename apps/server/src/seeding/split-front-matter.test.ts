import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './split-front-matter.ts';

describe('splitting a sample content file into its front matter and body', () => {
  it('reads the fields between the --- lines as YAML 1.2 and keeps the body after them', () => {
    const file = '---\nslug: laundry\ntime: 09:00\ntags: [a, b]\n---\n<p>Body</p>\n<p>More --- text</p>\n';
    expect(splitFrontMatter(file)).toEqual({
      data: { slug: 'laundry', time: '09:00', tags: ['a', 'b'] },
      body: '<p>Body</p>\n<p>More --- text</p>\n',
    });
  });

  it('does not end the front matter at a --- inside a value', () => {
    expect(splitFrontMatter('---\ntitle: a ---\nslug: b\n---\n<p>x</p>')).toEqual({
      data: { title: 'a ---', slug: 'b' },
      body: '<p>x</p>',
    });
  });

  it('reads Windows line ends, an empty front matter and a file without one', () => {
    expect(splitFrontMatter('---\r\nslug: a\r\n---\r\n<p>x</p>')).toEqual({
      data: { slug: 'a' },
      body: '<p>x</p>',
    });
    expect(splitFrontMatter('---\n---\n<p>x</p>')).toEqual({ data: {}, body: '<p>x</p>' });
    expect(splitFrontMatter('<p>x</p>')).toEqual({ data: {}, body: '<p>x</p>' });
  });

  it('refuses a front matter that is not a mapping, and invalid YAML', () => {
    expect(() => splitFrontMatter('---\n- a\n- b\n---\n<p>x</p>')).toThrow(/YAML mapping/);
    expect(() => splitFrontMatter('---\ntitle: [unclosed\n---\n<p>x</p>')).toThrow();
  });
});
