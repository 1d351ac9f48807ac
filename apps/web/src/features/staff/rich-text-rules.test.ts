import { describe, expect, it } from 'vitest';
import { cleanEditorHtml, isAllowedLinkUrl } from './rich-text-rules.ts';

describe('the editor output limited to the §5 allow-list (issue #18)', () => {
  it('keeps headings, emphasis, lists, quotes and safe links', () => {
    const html =
      '<h2>A</h2><p><strong>b</strong> <em>c</em> <u>d</u> <a href="mailto:x@campus.example">e</a></p><ul><li>f</li></ul><blockquote><p>g</p></blockquote>';
    expect(cleanEditorHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and javascript: links, and the display-only link attributes', () => {
    const cleaned = cleanEditorHtml(
      '<p style="color:red" onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><a href="https://campus.example/x" target="_blank" rel="noopener">c</a><iframe src="https://evil.example"></iframe></p>',
    );
    expect(cleaned).toBe('<p>a<a>b</a><a href="https://campus.example/x">c</a></p>');
  });

  it('treats an emptied editor as no content', () => {
    expect(cleanEditorHtml('<p></p>')).toBe('');
  });

  it('accepts web, e-mail and phone links only', () => {
    expect(isAllowedLinkUrl('https://campus.example')).toBe(true);
    expect(isAllowedLinkUrl('mailto:accueil@campus.example')).toBe(true);
    expect(isAllowedLinkUrl('tel:+33 1 44 16 22 22')).toBe(true);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('ftp://files.example')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,x')).toBe(false);
  });
});
