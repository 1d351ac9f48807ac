const DEFAULT_EXCERPT_LENGTH = 220;

/**
 * A short plain-text excerpt of a page's HTML for the hub's About card: the text only (DOMParser runs no
 * script and loads nothing), cut at a word boundary with an ellipsis.
 */
export function textExcerpt(html: string, maxLength = DEFAULT_EXCERPT_LENGTH): string {
  const text = new DOMParser()
    .parseFromString(html, 'text/html')
    .body.textContent.replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
