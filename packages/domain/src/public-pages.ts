/**
 * The CMS pages a visitor may read without signing in (issue #34): the accessibility statement, the FAQ,
 * the privacy policy and the legal notice. Their slugs are the same in both languages. The server answers
 * these, and only these, without a token; the app shows them to a visitor. Apart from content.ts (its
 * schemas) so the app's first load can import it.
 */
export const PUBLIC_PAGE_SLUGS: readonly string[] = ['accessibility', 'faq', 'policy', 'legal'];

/** True when every slug asked for is a public page (and at least one is asked for). */
export function onlyPublicPages(slugs: readonly string[] | null): boolean {
  return slugs !== null && slugs.length > 0 && slugs.every((slug) => PUBLIC_PAGE_SLUGS.includes(slug));
}

/** True for the app path of a public page: /pages/{slug}, the slug on the list. */
export function isPublicPagePath(pathname: string): boolean {
  const slug = /^\/pages\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug !== undefined && PUBLIC_PAGE_SLUGS.includes(slug);
}
