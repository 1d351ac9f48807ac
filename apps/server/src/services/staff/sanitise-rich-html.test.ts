import { describe, expect, it } from 'vitest';
import { richHtmlSanitiser } from './sanitise-rich-html.ts';

const sanitiseRichHtml = await richHtmlSanitiser();

describe('rich HTML saved through the staff console keeps to the §5 allow-list', () => {
  it('drops scripts with their content', () => {
    expect(sanitiseRichHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('drops on* event handlers', () => {
    expect(
      sanitiseRichHtml('<p onclick="alert(1)">Hi</p><img src="/a.webp" onerror="alert(1)" alt="A">'),
    ).toBe('<p>Hi</p><img src="/a.webp" alt="A" />');
  });

  it('drops javascript: and data: URLs, even disguised with entities or case', () => {
    expect(sanitiseRichHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
  });

  it('drops style attributes and style elements', () => {
    expect(sanitiseRichHtml('<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>')).toBe(
      '<p>x</p>',
    );
  });

  it('drops iframes, objects and forms', () => {
    expect(
      sanitiseRichHtml(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form>',
      ),
    ).toBe('');
  });

  it('keeps the allow-listed markup as it is', () => {
    const html =
      '<h2>Titre</h2><p>Du <strong>gras</strong>, de l’<em>italique</em> et un <a href="https://campus.example/x" target="_blank">lien</a>, ' +
      '<a href="mailto:a@campus.example">courriel</a>, <a href="tel:+33100000000">téléphone</a>, <a href="/news/x">interne</a>.</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>cité</blockquote>' +
      '<figure><img src="/wp-json/portal/v1/staff-media/1/960.webp" alt="Photo" width="960" height="640" loading="lazy" /><figcaption>Légende</figcaption></figure>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>';
    expect(sanitiseRichHtml(html)).toBe(html);
  });
});
